import { useEffect, useState } from 'react';
import { whenToastsLoad } from '../../lib/toast';

type Sonner = Parameters<Parameters<typeof whenToastsLoad>[0]>[0];

/** Where toasts appear; empty until the first toast has loaded the toast library (lib/toast.ts). */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => whenToastsLoad(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-right" duration={3000} richColors closeButton />;
}
