import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toasts } from '../../components/ui/toasts';
import { buttonClass } from '../components/buttons';
import { LoadingRows } from '../components/query-view';
import { useLiveConsole } from '../features/live/use-live-console';
import { useSignOut } from './console-gate';
import { LeaveGuard } from './leave-guard';
import { ConsolePhoneNav, ConsoleSideNav } from './console-nav';

const consoleMainId = 'console-main';

/** Above the phone's bottom bar is where the owner looks; on a wide screen, top right as on the storefront. */
const toastOffsets = { desktop: { top: 24, right: 24 }, phone: { top: 12, right: 12, left: 12 } } as const;

interface ScreenErrorBoundaryProps {
  children: ReactNode;
}

/**
 * A screen that fails to render (or whose code no longer exists after a deploy) says so inside the
 * console, navigation intact. Keyed by the address, so moving to another screen starts afresh.
 */
class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('console screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl text-ink">This screen could not be shown</h1>
        <p className="mt-2 text-sm text-muted">A new version of the console may have been installed. Reloading usually fixes it.</p>
        <button type="button" onClick={() => window.location.reload()} className={`${buttonClass.primary} mt-6`}>
          Reload
        </button>
      </div>
    );
  }
}

/** The console's frame: side navigation on a wide screen, a bottom bar on a phone, the screen between. */
export function ConsoleLayout({ email }: { email: string }) {
  const location = useLocation();
  const signOut = useSignOut();
  useLiveConsole();
  return (
    <div className="min-h-screen bg-cream lg:flex">
      <a
        href={`#${consoleMainId}`}
        className="sr-only z-[70] rounded-md bg-leaf-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <ConsoleSideNav email={email} onSignOut={signOut} />
      <main id={consoleMainId} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <ScreenErrorBoundary key={location.pathname}>
          <Suspense
            fallback={
              <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 lg:px-8">
                <LoadingRows />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <ConsolePhoneNav email={email} onSignOut={signOut} />
      <Toasts offsets={toastOffsets} />
      <LeaveGuard />
    </div>
  );
}
