import { useEffect, useState } from 'react';
import { whenToastsLoad } from '../../lib/toast';

type Sonner = Parameters<Parameters<typeof whenToastsLoad>[0]>[0];

/**
 * Top right as docs/product.md §2 says, but below the header (h-16, sm:h-20): 'added to cart' must not cover the
 * cart button the shopper reaches for next, and a toast under the pointer would never close.
 */
const belowHeader = { desktop: { top: 88, right: 16 }, phone: { top: 72, right: 12, left: 12 } } as const;

/** Where toasts appear; empty until the first toast has loaded the toast library (lib/toast.ts). */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => whenToastsLoad(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-right" offset={belowHeader.desktop} mobileOffset={belowHeader.phone} duration={3000} richColors closeButton />;
}
