import { ChevronLeft } from 'lucide-react';
import { useEffect, useRef, type FocusEvent } from 'react';
import { NavLink } from 'react-router';
import { mainLinks } from './nav-links';

interface MobileMenuProps {
  /** Closes the menu and gives focus back to the button that opened it. */
  onClose: () => void;
  /** Closes the menu without moving focus, because the new page takes it. */
  onNavigate: () => void;
}

/** The side menu below the md breakpoint (docs/product.md §2 Header): Close and the five main links. */
export function MobileMenu({ onClose, onNavigate }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The parent passes a fresh function each render; reading it through a ref keeps the listener
  // (and the initial focus) from being redone on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // No focus trap: tabbing out of the panel simply closes it, so focus never sits behind the backdrop.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && !panelRef.current?.contains(next)) onNavigate();
  }

  return (
    <div className="md:hidden">
      <div aria-hidden="true" className="fixed inset-0 z-40 animate-fade-in bg-ink/30" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-label="Menu"
        className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xs animate-fade-in flex-col bg-cream shadow-xl"
        onBlur={handleBlur}
      >
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="flex items-center gap-2 border-b border-linen px-5 py-4 text-sm font-medium tracking-wide text-muted hover:text-leaf-700"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Close
        </button>
        <nav aria-label="Mobile">
          <ul>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `block border-b border-linen px-6 py-3.5 text-sm tracking-[0.14em] ${isActive ? 'bg-leaf-700 text-white' : 'text-ink hover:bg-leaf-50'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
