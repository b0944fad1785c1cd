import {
  Activity,
  BellRing,
  BookOpen,
  ChartColumn,
  ClipboardList,
  ExternalLink,
  LayoutGrid,
  LogOut,
  Mail,
  MessageSquareText,
  MoreHorizontal,
  Package,
  ShieldBan,
  ShoppingCart,
  Store,
  Sun,
  Tag,
  TicketPercent,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { ChimeToggle } from '../features/live/components/chime-toggle';
import { consoleBase, consoleScreens, type ConsoleScreen } from '../lib/console-paths';

const icons: Record<ConsoleScreen, LucideIcon> = {
  today: Sun,
  orders: ClipboardList,
  customers: Users,
  couriers: Truck,
  reports: ChartColumn,
  blocks: ShieldBan,
  products: Package,
  deals: Tag,
  discountCodes: TicketPercent,
  abandonedCarts: ShoppingCart,
  reviews: MessageSquareText,
  content: LayoutGrid,
  journal: BookOpen,
  messages: Mail,
  activity: Activity,
  notifications: BellRing,
};

/** The screens a phone keeps under the thumb; the rest are one tap away under More. */
const phoneBarScreens: readonly ConsoleScreen[] = ['today', 'orders', 'products', 'reviews'];

interface ConsoleNavProps {
  email: string;
  onSignOut: () => void;
}

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors ${
    isActive ? 'bg-leaf-700 text-white' : 'text-ink hover:bg-leaf-50 hover:text-leaf-700'
  }`;

/** Today is the console's index: it is current only at /admin itself, not on every screen below it. */
const isIndex = (path: string) => path === consoleBase;

/** A wide screen's side navigation: every screen, the shop, and signing out. */
export function ConsoleSideNav({ email, onSignOut }: ConsoleNavProps) {
  return (
    <aside className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col border-r border-linen bg-white px-3 py-5 lg:flex print:hidden">
      <p className="px-3 text-xs font-semibold tracking-[0.2em] text-leaf-700">SHOP CONSOLE</p>
      <nav aria-label="Console" className="mt-5 flex-1 space-y-1 overflow-y-auto">
        {consoleScreens.map((screen) => {
          const Icon = icons[screen.key];
          return (
            <NavLink key={screen.key} to={screen.path} end={isIndex(screen.path)} className={sideLinkClass}>
              <Icon aria-hidden="true" className="size-5" />
              {screen.label}
            </NavLink>
          );
        })}
      </nav>
      <div className="space-y-1 border-t border-linen pt-3">
        <a href="/" target="_blank" rel="noreferrer" className={sideLinkClass({ isActive: false })}>
          <Store aria-hidden="true" className="size-5" />
          View shop
          <ExternalLink aria-hidden="true" className="ml-auto size-4 text-muted" />
        </a>
        <ChimeToggle className={`${sideLinkClass({ isActive: false })} w-full`} />
        <button type="button" onClick={onSignOut} className={`${sideLinkClass({ isActive: false })} w-full`}>
          <LogOut aria-hidden="true" className="size-5" />
          Sign out
        </button>
        <p className="truncate px-3 pt-1 text-xs text-muted" title={email}>
          {email}
        </p>
      </div>
    </aside>
  );
}

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${isActive ? 'text-leaf-700' : 'text-muted'}`;

/** A phone's bottom bar: four screens under the thumb, and More for the rest, the shop and signing out. */
export function ConsolePhoneNav({ email, onSignOut }: ConsoleNavProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  const moreScreens = consoleScreens.filter((screen) => !phoneBarScreens.includes(screen.key));
  return (
    <>
      <nav
        aria-label="Console"
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t border-linen bg-white pb-[env(safe-area-inset-bottom)] lg:hidden print:hidden"
      >
        {consoleScreens
          .filter((screen) => phoneBarScreens.includes(screen.key))
          .map((screen) => {
            const Icon = icons[screen.key];
            return (
              <NavLink key={screen.key} to={screen.path} end={isIndex(screen.path)} className={barLinkClass}>
                <Icon aria-hidden="true" className="size-5" />
                {screen.label}
              </NavLink>
            );
          })}
        <button type="button" onClick={() => setMoreOpen(true)} aria-haspopup="dialog" className={barLinkClass({ isActive: false })}>
          <MoreHorizontal aria-hidden="true" className="size-5" />
          More
        </button>
      </nav>
      {moreOpen ? (
        <ModalDialog title="More" size="sm" onClose={() => setMoreOpen(false)}>
          <nav aria-label="More screens" className="grid grid-cols-2 gap-2">
            {moreScreens.map((screen) => {
              const Icon = icons[screen.key];
              return (
                <NavLink
                  key={screen.key}
                  to={screen.path}
                  onClick={() => setMoreOpen(false)}
                  className={({ isActive }) =>
                    `flex min-h-14 items-center gap-3 rounded-xl border px-3 text-sm font-medium ${isActive ? 'border-leaf-700 bg-leaf-50 text-leaf-800' : 'border-linen text-ink'}`
                  }
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {screen.label}
                </NavLink>
              );
            })}
          </nav>
          <div className="mt-4 space-y-2 border-t border-linen pt-4">
            <a
              href="/"
              target="_blank"
              rel="noreferrer"
              className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink hover:bg-leaf-50"
            >
              <Store aria-hidden="true" className="size-5" />
              View shop
            </a>
            <ChimeToggle className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink hover:bg-leaf-50" />
            <button
              type="button"
              onClick={onSignOut}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink hover:bg-leaf-50"
            >
              <LogOut aria-hidden="true" className="size-5" />
              Sign out
            </button>
            <p className="truncate px-3 text-xs text-muted">Signed in as {email}</p>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
