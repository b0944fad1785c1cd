/**
 * The shop owner of the browser suite. Signup never makes an admin (docs/product.md §6), so the suite's
 * server command creates this account with the admin command line before the shop opens
 * (playwright.config.ts): the embedded database takes one process at a time.
 */
export const shopOwner = { email: 'owner.e2e@example.pk', password: 'green cardamom and rose water 2026' } as const;
