import { describe, expect, it } from 'vitest';
import { actionLabel, changeSummary, entityLabel, itemName, itemPath } from './audit-format';

describe('changeSummary', () => {
  it('lists the plain values a change moved or added, and leaves lists and objects out', () => {
    expect(
      changeSummary({
        before: { status: 'Packing', images: ['/a.webp'] },
        after: { status: 'Shipped', courier: 'TCS', trackingNumber: 'LHR-5521', images: ['/a.webp', '/b.webp'], hours: { mon: '9-5' } },
      }),
    ).toEqual(['status: Packing → Shipped', 'courier: TCS', 'trackingNumber: LHR-5521']);
  });

  it('says nothing for a creation or a deletion, or when nothing plain changed', () => {
    expect(changeSummary({ after: { name: 'Rose Petal Soap' } })).toEqual([]);
    expect(changeSummary({ before: { name: 'Rose Petal Soap' } })).toEqual([]);
    expect(changeSummary({ before: { price: 800 }, after: { price: 800 } })).toEqual([]);
    expect(changeSummary(null)).toEqual([]);
  });

  it('shows an emptied value and cuts a long one', () => {
    expect(changeSummary({ before: { author: 'Ayesha', excerpt: 'short' }, after: { author: '', excerpt: 'x'.repeat(80) } })).toEqual([
      'author: Ayesha → (empty)',
      `excerpt: short → ${'x'.repeat(59)}…`,
    ]);
  });
});

describe('items', () => {
  it('names an order by its number and anything else by its name or title', () => {
    expect(itemName({ entity: 'order', entityId: '3f9a2c1d8e7b', changes: null })).toBe('#3f9a2c1');
    expect(itemName({ entity: 'blog_post', entityId: 'post-1', changes: { before: { title: 'Old' }, after: { title: 'New' } } })).toBe('New');
    expect(itemName({ entity: 'discount_code', entityId: 'c-eid', changes: { before: null, after: { code: 'EID20' } } })).toBe('EID20');
    expect(itemName({ entity: 'category', entityId: 'Soaps', changes: { after: { subcategories: [] } } })).toBe('Soaps');
    expect(itemName({ entity: 'upload', entityId: null, changes: { after: { folder: 'products' } } })).toBeNull();
  });

  it('links orders, products, deals and articles to their screens, but not a deleted one', () => {
    expect(itemPath({ entity: 'deal', entityId: 'd-glow', action: 'update' })).toBe('/admin/deals/d-glow');
    expect(itemPath({ entity: 'discount_code', entityId: 'c-eid', action: 'update' })).toBe('/admin/discount-codes/c-eid');
    expect(itemPath({ entity: 'blog_post', entityId: 'post 1', action: 'feature' })).toBe('/admin/journal/post%201');
    expect(itemPath({ entity: 'product', entityId: 'p-rose', action: 'delete' })).toBeNull();
    expect(itemPath({ entity: 'review', entityId: 'r-1', action: 'hide' })).toBeNull();
  });

  it("spells what the API names in the owner's words, and unknown names as they are", () => {
    expect(actionLabel('images-add')).toBe('Pictures added');
    expect(actionLabel('refund')).toBe('refund');
    expect(entityLabel('team_member')).toBe('Team member');
    expect(entityLabel('gift_card')).toBe('gift card');
  });
});
