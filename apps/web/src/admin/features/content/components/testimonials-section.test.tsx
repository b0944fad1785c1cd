import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminTestimonial } from '../api/list-testimonials';

function testimonial(overrides: Partial<AdminTestimonial> & Pick<AdminTestimonial, '_id' | 'name' | 'status' | 'createdAt'>): AdminTestimonial {
  return { content: 'Lovely soap, my skin feels soft.', rating: 5, platform: 'website', version: 1, ...overrides };
}

const sana = testimonial({ _id: 't-sana', name: 'Sana Malik', status: 'approved', createdAt: '2026-03-02T10:00:00.000Z' });
const hamza = testimonial({ _id: 't-hamza', name: 'Hamza Ali', status: 'pending', createdAt: '2026-01-15T10:00:00.000Z', platform: 'instagram' });
const zara = testimonial({ _id: 't-zara', name: 'Zara Q', status: 'rejected', createdAt: '2026-02-01T10:00:00.000Z' });

beforeAll(async () => {
  await import('../../../console-app');
  await import('../pages/content-page');
});

describe('Content: testimonials', () => {
  it('puts those waiting for the owner first and shows where each stands', async () => {
    stubApi({ ...signInAsOwner(), 'GET /api/admin/testimonials': () => json({ success: true, testimonials: [sana, zara, hamza] }) });
    renderApp('/admin/content/testimonials');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Hamza Ali', 'Sana Malik', 'Zara Q']);
    expect(within(cards[0]!).getByText('Waiting for you')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Approved: on the home page')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('Rejected: not shown')).toBeInTheDocument();
    expect(screen.getByText('1 waits for you.')).toBeInTheDocument();
  });

  it('approves a testimonial and shows it approved', async () => {
    let approved = false;
    const api = stubApi({
      ...signInAsOwner(),
      'GET /api/admin/testimonials': () => json({ success: true, testimonials: [approved ? { ...hamza, status: 'approved' } : hamza, sana] }),
      'POST /api/admin/testimonials/t-hamza/approve': () => {
        approved = true;
        return json({ success: true, message: 'Testimonial approved', testimonial: { ...hamza, status: 'approved' } });
      },
    });
    const { user } = renderApp('/admin/content/testimonials');
    const card = within(await screen.findByRole('article', { name: 'Hamza Ali' }));
    await user.click(card.getByRole('button', { name: 'Approve' }));

    expect(await within(screen.getByRole('article', { name: 'Hamza Ali' })).findByText('Approved: on the home page')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/admin/testimonials/t-hamza/approve']);
  });

  it('rejects one', async () => {
    const api = stubApi({
      ...signInAsOwner(),
      'GET /api/admin/testimonials': () => json({ success: true, testimonials: [hamza] }),
      'POST /api/admin/testimonials/t-hamza/reject': () =>
        json({ success: true, message: 'Testimonial rejected', testimonial: { ...hamza, status: 'rejected' } }),
    });
    const { user } = renderApp('/admin/content/testimonials');
    await user.click(within(await screen.findByRole('article', { name: 'Hamza Ali' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/admin/testimonials/t-hamza/reject')).toBe(true));
  });

  it('says why the list could not be loaded', async () => {
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/testimonials': () => json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The shop is busy. Try again in a minute.' }, 503),
    });
    renderApp('/admin/content/testimonials');
    expect(await screen.findByText('The shop is busy. Try again in a minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
