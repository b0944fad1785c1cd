import { useEffect, useState } from 'react';
import { whenToastsLoad } from '../../lib/toast';

type Sonner = Parameters<Parameters<typeof whenToastsLoad>[0]>[0];

interface ToastOffsets {
  desktop: { top: number; right: number };
  phone: { top: number; right: number; left: number };
}

interface ToastsProps {
  /** Where the toasts stand clear of the layout's own bar, so a toast never covers the button the user reaches for next. */
  offsets: ToastOffsets;
}

/** Where toasts appear, top right; empty until the first toast has loaded the toast library (lib/toast.ts). */
export function Toasts({ offsets }: ToastsProps) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => whenToastsLoad(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-right" offset={offsets.desktop} mobileOffset={offsets.phone} duration={3000} richColors closeButton />;
}
