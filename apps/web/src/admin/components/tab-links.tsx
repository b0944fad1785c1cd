import { Link } from 'react-router';

interface TabLink {
  label: string;
  to: string;
  current: boolean;
  /** How many items the tab holds, beside its name; left out while unknown. */
  count?: number;
}

interface TabLinksProps {
  /** The navigation's name, for screen readers: "Review filters". */
  label: string;
  tabs: readonly TabLink[];
  className?: string;
}

/**
 * A screen's tabs (a filter, a section) as pill links, the current one marked: each has its own
 * address, and on a phone they wrap onto another line rather than scroll the page sideways.
 */
export function TabLinks({ label, tabs, className = '' }: TabLinksProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
                tab.current ? 'border-leaf-700 bg-leaf-700 text-white' : 'border-linen bg-white text-ink hover:border-leaf-600 hover:text-leaf-700'
              }`}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <>
                  {' '}
                  <span className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${tab.current ? 'bg-white/20' : 'bg-sand text-muted'}`}>{tab.count}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
