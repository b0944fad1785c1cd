import { Bell, BellOff } from 'lucide-react';
import { playChime, useChimeSetting } from '../chime';

/**
 * The chime on new orders, cancellations and confirmations, for this device: off until turned on.
 * Turning it on plays it once, which is also the tap a browser needs before it plays any sound.
 */
export function ChimeToggle({ className }: { className: string }) {
  const [on, setOn] = useChimeSetting();
  const Icon = on ? Bell : BellOff;
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => {
        setOn(!on);
        if (!on) playChime();
      }}
      className={`${className} text-left`}
    >
      <Icon aria-hidden="true" className="size-5" />
      Order chime: {on ? 'on' : 'off'}
    </button>
  );
}
