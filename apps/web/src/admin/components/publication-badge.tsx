import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';

// A draft is not on the shop: amber, so the owner notices it; published is the shop's green.
const looks: Record<PublicationStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-amber-100 text-amber-900' },
  published: { label: 'Published', className: 'bg-leaf-100 text-leaf-800' },
};

/** Draft or Published (a product, an article), in words as well as colour. */
export function PublicationBadge({ status }: { status: PublicationStatus }) {
  const look = looks[status];
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}>{look.label}</span>;
}
