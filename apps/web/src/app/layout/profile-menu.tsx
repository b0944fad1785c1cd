import { CircleUserRound, LogOut, Package, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { iconButtonClass } from './icon-button-class';

const closeDelayMs = 150;

/**
 * docs/product.md §2: logged out, the profile icon is a link to /login; logged in, hovering (or, for keyboard
 * and touch users, focusing) it reveals My Account, Orders and Logout. A disclosure, not an ARIA menu: the
 * entries are ordinary links and a button reached with Tab.
 */
export function ProfileMenu() {
  const { isLoggedIn, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus returning to the button after Escape must not reopen what Escape just closed.
  const ignoreNextFocus = useRef(false);
  const panelId = useId();
  // A short grace period on leaving, so a pointer cutting a corner on its way into the panel
  // does not close it under itself.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function openNow() {
    clearTimeout(closeTimer.current);
    setOpen(true);
  }

  function closeNow() {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }

  function closeSoon() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
  }

  if (!isLoggedIn) {
    return (
      <Link to="/login" className={iconButtonClass} aria-label="Login">
        <UserRound aria-hidden="true" className="size-5" />
      </Link>
    );
  }

  function handleFocus() {
    if (ignoreNextFocus.current) {
      ignoreNextFocus.current = false;
      return;
    }
    openNow();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) closeNow();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    closeNow();
    ignoreNextFocus.current = document.activeElement !== buttonRef.current;
    buttonRef.current?.focus();
  }

  return (
    <div className="relative" onMouseEnter={openNow} onMouseLeave={closeSoon} onFocus={handleFocus} onBlur={handleBlur} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={iconButtonClass}
        aria-label="Account"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // Hover and focus already open it; a click (or tap) must not close what they just opened.
        onClick={openNow}
      >
        <UserRound aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        // The padding bridges the gap below the icon so the pointer can travel into the panel.
        <div id={panelId} className="absolute right-0 top-full z-50 pt-2">
          <ul className="w-44 animate-fade-in overflow-hidden rounded-xl border border-linen bg-white py-1.5 text-sm shadow-lg">
            <li>
              <Link to="/account" onClick={closeNow} className="flex items-center gap-2.5 px-4 py-2.5 text-ink hover:bg-leaf-50 hover:text-leaf-700">
                <CircleUserRound aria-hidden="true" className="size-4" />
                My Account
              </Link>
            </li>
            <li>
              <Link to="/orders" onClick={closeNow} className="flex items-center gap-2.5 px-4 py-2.5 text-ink hover:bg-leaf-50 hover:text-leaf-700">
                <Package aria-hidden="true" className="size-4" />
                Orders
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  closeNow();
                  logout();
                }}
                className="flex w-full items-center gap-2.5 px-4 py-2.5 text-left text-ink hover:bg-leaf-50 hover:text-leaf-700"
              >
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
