import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBannerDto, AdminTeamMemberDto, AdminTestimonialDto } from '@shop/core/content/admin-dtos';
import type { AdminBlogPostDto } from '@shop/core/journal/admin-dtos';
import type { AdminStoreDto } from '@shop/core/business/admin-dtos';
import type { BannerDto, TeamMemberDto, TestimonialDto } from '@shop/core/content/dtos';
import type { BlogPostDto } from '@shop/core/journal/dtos';
import { fallbackOperatingHours } from '@shop/core/business/business-details';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { demoShop } from '../../seed/demo-shop';

describe.each(testDatabaseKinds())('admin content on %s', (kind) => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    ({ token } = await newAccount(shop, 'admin'));
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
  const publicGet = async (url: string) => (await shop.app.inject({ method: 'GET', url })).json();
  const audit = async (entity: string) => (await call('GET', `/api/admin/audit?entity=${entity}`)).json().entries as { action: string; entityId: string }[];

  it('creates, reorders, deactivates and deletes banners, and the home page follows', async () => {
    const activeIds = async () => ((await publicGet('/api/banners/active')).data as BannerDto[]).map((banner) => banner._id);
    const before = await activeIds();
    const created = await call('POST', '/api/admin/banners', {
      imageUrl: '/uploads/banners/eid.webp',
      headingLine1: 'Eid gifts',
      buttonText: 'Shop',
      redirectUrl: '/collection',
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json().banner as AdminBannerDto;
    expect(banner).toMatchObject({ headingLine1: 'Eid gifts', headingLine2: '', active: true, position: before.length });
    expect(await activeIds()).toEqual([...before, banner._id]);

    await call('PATCH', `/api/admin/banners/${banner._id}`, { position: 0 });
    await call('PATCH', `/api/admin/banners/${before[0]}`, { position: 1 });
    expect((await activeIds())[0]).toBe(banner._id);
    await call('PATCH', `/api/admin/banners/${banner._id}`, { active: false });
    expect(await activeIds()).not.toContain(banner._id);
    expect(((await call('GET', '/api/admin/banners')).json().banners as AdminBannerDto[]).map((item) => item._id)).toContain(banner._id);

    expect(
      (await call('POST', '/api/admin/banners', { imageUrl: '/uploads/x.webp', headingLine1: 'Hi', redirectUrl: 'https://evil.example' })).json().message,
    ).toBe('redirectUrl must be a path inside the shop, starting with /');
    expect((await call('POST', '/api/admin/banners', { headingLine1: 'Hi' })).json().message).toBe('imageUrl must be an image address');
    expect((await call('DELETE', `/api/admin/banners/${banner._id}`)).json()).toEqual({ success: true, message: 'Banner deleted' });
    const gone = await call('PATCH', `/api/admin/banners/${banner._id}`, { active: true });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, code: 'BANNER_NOT_FOUND', message: 'Banner not found' });
    expect((await audit('banner')).map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'update', 'create']);
  });

  it('approves a pending testimonial so that it appears, and rejects it again', async () => {
    const publicIds = async () => ((await publicGet('/api/testimonials')) as TestimonialDto[]).map((item) => item._id);
    const pending = (await call('GET', '/api/admin/testimonials?status=pending')).json().testimonials as AdminTestimonialDto[];
    expect(pending.length).toBeGreaterThan(0);
    const [first] = pending;
    expect(await publicIds()).not.toContain(first!._id);
    const approved = await call('POST', `/api/admin/testimonials/${first!._id}/approve`);
    expect(approved.json()).toMatchObject({ success: true, message: 'Testimonial approved', testimonial: { status: 'approved' } });
    expect(await publicIds()).toContain(first!._id);
    await call('POST', `/api/admin/testimonials/${first!._id}/reject`);
    expect(await publicIds()).not.toContain(first!._id);
    const missing = await call('POST', '/api/admin/testimonials/nope/approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'TESTIMONIAL_NOT_FOUND', message: 'Testimonial not found' });
  });

  it('manages team members, shown in order when active', async () => {
    const publicTeam = async () => (await publicGet('/api/teams')).data as TeamMemberDto[];
    const created = await call('POST', '/api/admin/team', { name: 'Sana Iqbal', role: 'Soap maker', image: { url: '/uploads/team/sana.webp' }, order: 0 });
    expect(created.statusCode).toBe(201);
    const member = created.json().member as AdminTeamMemberDto;
    expect(member).toMatchObject({ name: 'Sana Iqbal', image: { url: '/uploads/team/sana.webp' }, isActive: true, order: 0 });
    expect((await publicTeam())[0]!._id).toBe(member._id);
    await call('PATCH', `/api/admin/team/${member._id}`, { isActive: false });
    expect((await publicTeam()).map((item) => item._id)).not.toContain(member._id);
    expect((await call('POST', '/api/admin/team', { name: 'No role' })).json()).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: 'role is required',
      fields: ['role'],
    });
    expect((await call('PATCH', `/api/admin/team/${member._id}`, { image: { url: 'data:image/png;base64,AAAA' } })).json().message).toBe(
      'image.url must be an /uploads/… path or an http(s) address',
    );
    expect((await call('DELETE', `/api/admin/team/${member._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/team/${member._id}`)).json()).toEqual({
      success: false,
      code: 'TEAM_MEMBER_NOT_FOUND',
      message: 'Team member not found',
    });
    expect(((await call('GET', '/api/admin/team')).json().team as AdminTeamMemberDto[]).some((item) => item._id === member._id)).toBe(false);
  });

  it('updates business details by parts, checked with the core schema, and the public call follows', async () => {
    await publicGet('/api/business-details');
    const contact = { customerSupport: { email: 'care@khalis.pk', phone: '+92 42 111 222 333', hours: 'Mon–Sat 10:00–18:00' } };
    const saved = await call('PATCH', '/api/admin/business-details', { contact });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.contact).toEqual(contact);
    expect(saved.json().data.company).toEqual(demoShop.business.company);
    expect((await publicGet('/api/business-details')).data.contact).toEqual(contact);

    const broken = await call('PATCH', '/api/admin/business-details', { company: { ...demoShop.business.company, foundedYear: 'long ago' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('company.foundedYear: Invalid input: expected number, received string');
    const noStore = await call('PATCH', '/api/admin/business-details', { multiStore: { defaultStore: 'nowhere' } });
    expect(noStore.json().message).toBe('multiStore.defaultStore: there is no store with id nowhere');
    expect((await call('PATCH', '/api/admin/business-details', {})).json().message).toBe('Send at least one field to change');
  });

  it('adds, changes and removes stores with weekly hours', async () => {
    const store = {
      storeName: 'Khalis Gulberg',
      storeType: 'retail',
      location: { displayName: 'Gulberg', address: { street: '12 Main Blvd', city: 'Lahore', state: 'Punjab', zipCode: '54660' }, googleMapsLink: '' },
      contact: { phone: '+92 42 1234567', manager: 'Hina' },
    };
    const created = await call('POST', '/api/admin/stores', store);
    expect(created.statusCode).toBe(201);
    const saved = created.json().store as AdminStoreDto;
    expect(saved.operatingHours).toEqual(fallbackOperatingHours);
    await call('PATCH', '/api/admin/business-details', { multiStore: { enabled: true, defaultStore: saved.storeId } });
    const details = (await publicGet('/api/business-details')).data;
    expect(details.multiStore.defaultStore).toBe(saved.storeId);
    expect(details.multiStore.stores.map((item: { storeName: string }) => item.storeName)).toContain('Khalis Gulberg');

    const hours = { ...fallbackOperatingHours, sunday: { open: '12:00', close: '16:00', closed: false } };
    const changed = await call('PATCH', `/api/admin/stores/${saved.storeId}`, { operatingHours: hours, status: 'inactive' });
    expect(changed.json().store).toMatchObject({ operatingHours: hours, status: 'inactive' });
    const badHours = await call('PATCH', `/api/admin/stores/${saved.storeId}`, {
      operatingHours: { ...hours, monday: { open: '9am', close: '18:00', closed: false } },
    });
    expect(badHours.json().message).toBe('operatingHours.monday.open: Use HH:MM');

    await call('DELETE', `/api/admin/stores/${saved.storeId}`);
    expect((await publicGet('/api/business-details')).data.multiStore.defaultStore).toBeNull();
  });

  it('writes a draft post, publishes and features it, and the journal follows', async () => {
    const publicPosts = async () => (await publicGet('/api/blogs')).data as BlogPostDto[];
    await publicPosts();
    const created = await call('POST', '/api/admin/blogs', {
      title: 'Saffron for dull skin',
      content: '**Saffron** brightens.',
      category: ['Glow'],
      tags: ['saffron'],
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data as AdminBlogPostDto;
    expect(post).toMatchObject({ status: 'draft', featured: false, readTime: 5, category: ['Glow'] });
    expect((await publicPosts()).some((item) => item._id === post._id)).toBe(false);
    expect((await shop.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` })).statusCode).toBe(404);

    await call('POST', `/api/admin/blogs/${post._id}/status`, { status: 'published' });
    const featured = await call('POST', `/api/admin/blogs/${post._id}/feature`, { featured: true });
    expect(featured.json().data).toMatchObject({ status: 'published', featured: true });
    expect((await publicPosts())[0]).toMatchObject({ _id: post._id, featured: true });
    const edited = await call('PATCH', `/api/admin/blogs/${post._id}`, { title: 'Saffron, gently', readTime: 0 });
    expect(edited.json().message).toBe('readTime must be at least 1');
    await call('PATCH', `/api/admin/blogs/${post._id}`, { title: 'Saffron, gently' });
    expect((await publicGet(`/api/blogs/${post._id}`)).data.title).toBe('Saffron, gently');

    const drafts = (await call('GET', '/api/admin/blogs?status=draft')).json().data as AdminBlogPostDto[];
    expect(drafts.every((item) => item.status === 'draft')).toBe(true);
    await call('DELETE', `/api/admin/blogs/${post._id}`);
    expect((await publicPosts()).some((item) => item._id === post._id)).toBe(false);
    expect((await audit('blog_post')).filter((entry) => entry.entityId === post._id).map((entry) => entry.action)).toEqual([
      'delete',
      'update',
      'feature',
      'status',
      'create',
    ]);
  });
});
