import { consolePath, type ConsoleScreen } from '../../lib/console-paths';
import type { AuditEntry } from './api/list-audit-entries';

/** The kinds of item the API records changes to (its `entity`), in the owner's words: the "What" filter. */
export const auditEntities: readonly { value: string; label: string; one: string }[] = [
  { value: 'order', label: 'Orders', one: 'Order' },
  { value: 'product', label: 'Products', one: 'Product' },
  { value: 'deal', label: 'Deals', one: 'Deal' },
  { value: 'discount_code', label: 'Discount codes', one: 'Discount code' },
  { value: 'review', label: 'Reviews', one: 'Review' },
  { value: 'blog_post', label: 'Journal articles', one: 'Article' },
  { value: 'category', label: 'Categories', one: 'Category' },
  { value: 'banner', label: 'Banners', one: 'Banner' },
  { value: 'testimonial', label: 'Testimonials', one: 'Testimonial' },
  { value: 'team_member', label: 'Team members', one: 'Team member' },
  { value: 'store', label: 'Stores', one: 'Store' },
  { value: 'business_details', label: 'Business details', one: 'Business details' },
  { value: 'delivery_settings', label: 'Delivery settings', one: 'Delivery settings' },
  { value: 'shop_settings', label: 'Shop settings', one: 'Shop settings' },
  { value: 'contact_message', label: 'Contact messages', one: 'Contact message' },
  { value: 'outbox', label: 'Emails and webhooks', one: 'Email or webhook' },
  { value: 'upload', label: 'Picture uploads', one: 'Pictures' },
];

/** What was done (the entries' `action`), in the owner's words: the "Action" filter. */
export const auditActions: readonly { value: string; label: string }[] = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'delete', label: 'Deleted' },
  { value: 'status', label: 'Status changed' },
  { value: 'stock', label: 'Stock changed' },
  { value: 'feature', label: 'Featured or unfeatured' },
  { value: 'images-add', label: 'Pictures added' },
  { value: 'images-remove', label: 'Picture removed' },
  { value: 'reply', label: 'Replied' },
  { value: 'reply-update', label: 'Reply edited' },
  { value: 'reply-delete', label: 'Reply deleted' },
  { value: 'hide', label: 'Hidden' },
  { value: 'unhide', label: 'Shown again' },
  { value: 'approve', label: 'Approved' },
  { value: 'reject', label: 'Rejected' },
  { value: 'handled', label: 'Marked handled' },
  { value: 'unhandled', label: 'Marked unhandled' },
  { value: 'retry', label: 'Sent again' },
  { value: 'upload', label: 'Uploaded' },
  { value: 'import', label: 'Imported' },
];

/** A name the API has not told us about yet is shown as it is spelled. */
export function actionLabel(action: string): string {
  return auditActions.find((known) => known.value === action)?.label ?? action;
}

export function entityLabel(entity: string): string {
  return auditEntities.find((known) => known.value === entity)?.one ?? entity.replace(/_/g, ' ');
}

/** The console screens an item can be opened on. */
const itemScreens: Partial<Record<string, ConsoleScreen>> = {
  order: 'orders',
  product: 'products',
  deal: 'deals',
  discount_code: 'discountCodes',
  blog_post: 'journal',
};

/** The item's own console screen, when it has one and still exists as far as this entry knows. */
export function itemPath(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'action'>): string | null {
  const screen = itemScreens[entry.entity];
  if (!screen || !entry.entityId || entry.action === 'delete') return null;
  return consolePath(screen, {}, entry.entityId);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * How the owner knows the item: an order by its number (the first 7 characters of its id, as the
 * customer sees it), anything else by the name, title or code it had, else by its id.
 */
export function itemName(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'changes'>): string | null {
  if (entry.entity === 'order' && entry.entityId) return `#${entry.entityId.slice(0, 7)}`;
  for (const side of [entry.changes?.after, entry.changes?.before]) {
    if (!isRecord(side)) continue;
    const name = textOf(side.name) ?? textOf(side.title) ?? textOf(side.code);
    if (name) return name;
  }
  return entry.entityId;
}

type Plain = string | number | boolean | null;

function isPlain(value: unknown): value is Plain {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function shown(value: Plain): string {
  if (value === null || value === '') return '(empty)';
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

const SUMMARY_LINES_MAX = 4;

/**
 * The plain values the change moved, 'status: Placed → Confirmed', 'quantity: 12 → 9', or a value
 * it added, 'trackingNumber: LHR-5521'. Lists and nested objects (pictures, hours) are left to the
 * item's own screen; a creation or deletion has no before or after to compare and gives none.
 */
export function changeSummary(changes: AuditEntry['changes']): string[] {
  const before = changes?.before;
  const after = changes?.after;
  if (!isRecord(before) || !isRecord(after)) return [];
  const lines: string[] = [];
  for (const [field, now] of Object.entries(after)) {
    const was = before[field];
    if (!isPlain(now) || (was !== undefined && !isPlain(was)) || was === now) continue;
    lines.push(was === undefined ? `${field}: ${shown(now)}` : `${field}: ${shown(was)} → ${shown(now)}`);
    if (lines.length === SUMMARY_LINES_MAX) break;
  }
  return lines;
}
