import { Leaf } from 'lucide-react';
import { useState } from 'react';

/** A 64-px picture of an ordered item; the 200-px copy the server makes is plenty. Broken → placeholder. */
export function OrderItemImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const frame = 'size-16 shrink-0 rounded-lg';
  if (!src || failed) {
    return (
      <span aria-hidden="true" className={`${frame} flex items-center justify-center bg-sand text-leaf-600`}>
        <Leaf className="size-6" />
      </span>
    );
  }
  return (
    <img
      src={`${src}?w=200`}
      width={64}
      height={64}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${frame} bg-sand object-cover`}
    />
  );
}
