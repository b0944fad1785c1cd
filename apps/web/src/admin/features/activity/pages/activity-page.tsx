import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { Pager, pageFromSearch } from '../../../components/pager';
import { EmptyState, QueryView } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useAudit, type AuditEntry, type AuditFilter } from '../api/list-audit-entries';
import { actionLabel, changeSummary, entityLabel, itemName, itemPath } from '../audit-format';
import { ActivityFilters } from '../components/activity-filters';

function filterFrom(searchParams: URLSearchParams): AuditFilter {
  const text = (name: string) => searchParams.get(name)?.trim() ?? '';
  return { actor: text('actor'), entity: text('entity'), action: text('action'), page: pageFromSearch(searchParams) };
}

function countText(total: number, isFiltered: boolean): string {
  const changes = `${total} ${total === 1 ? 'change' : 'changes'}`;
  if (!isFiltered) return changes;
  return `${changes} ${total === 1 ? 'matches' : 'match'}`;
}

function Who({ actor }: { actor: AuditEntry['actor'] }) {
  if (!actor) return <span className="text-muted">Command line (or a removed account)</span>;
  return (
    <span className="min-w-0">
      <Link to={consolePath('activity', { actor: actor.email })} className="font-medium text-ink hover:text-leaf-700 hover:underline">
        {actor.name || actor.email}
      </Link>
      {actor.name ? <span className="block break-all text-xs text-muted">{actor.email}</span> : null}
    </span>
  );
}

function Item({ entry }: { entry: AuditEntry }) {
  const name = itemName(entry);
  const path = itemPath(entry);
  return (
    <span className="min-w-0 break-words">
      <span className="text-muted">{entityLabel(entry.entity)}</span>
      {name ? (
        <>
          {' '}
          {path ? (
            <Link to={path} className="font-medium text-leaf-700 underline-offset-4 hover:underline">
              {name}
            </Link>
          ) : (
            <span className="font-medium text-ink">{name}</span>
          )}
        </>
      ) : null}
    </span>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const summary = changeSummary(entry.changes);
  return (
    <li className="grid grid-cols-1 gap-x-4 gap-y-1.5 px-4 py-3.5 text-sm lg:grid-cols-[11rem_13rem_minmax(0,1fr)] lg:items-start">
      <time dateTime={entry.createdAt} className="text-xs text-muted lg:pt-0.5 lg:text-sm">
        {formatShopDateTime(entry.createdAt)}
      </time>
      <Who actor={entry.actor} />
      <div className="min-w-0">
        <p>
          <span className="font-semibold text-ink">{actionLabel(entry.action)}</span>
          <span aria-hidden="true" className="text-muted">
            {' · '}
          </span>
          <span className="sr-only">: </span>
          <Item entry={entry} />
        </p>
        {summary.length > 0 ? (
          <ul aria-label="What changed" className="mt-1 space-y-0.5 text-xs text-muted">
            {summary.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** /admin/activity: the audit log, newest first: who changed what, filterable by who, what and action (all in the address), paged. */
export function ActivityPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  const query = useAudit(filter);
  const knownActors = [...new Set((query.data?.entries ?? []).flatMap((entry) => (entry.actor ? [entry.actor.email] : [])))];
  const isFiltered = Boolean(filter.actor || filter.entity || filter.action);

  const apply = (next: Omit<AuditFilter, 'page'>) => {
    setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
  };

  return (
    <ConsolePage title="Activity" description="Every change made in the console or from the command line, newest first.">
      <ActivityFilters key={searchParams.toString()} filter={filter} knownActors={knownActors} onApply={apply} />
      <QueryView
        query={query}
        isEmpty={(page) => page.entries.length === 0}
        empty={
          <EmptyState title={isFiltered ? 'No changes match these filters' : 'No changes yet'}>
            {isFiltered
              ? 'Try another person, kind of item or action, or clear the filters.'
              : 'Changes to orders, products, deals and the rest appear here as they are made.'}
          </EmptyState>
        }
      >
        {(page) => (
          <>
            <p role="status" className="mb-2 text-sm text-muted">
              {countText(page.total, isFiltered)}
            </p>
            <ol
              aria-label="Changes, newest first"
              className={`divide-y divide-linen rounded-2xl border border-linen bg-white ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {page.entries.map((entry) => (
                <EntryRow key={entry._id} entry={entry} />
              ))}
            </ol>
            <Pager label="Activity" page={page} shown={page.entries.length} />
          </>
        )}
      </QueryView>
    </ConsolePage>
  );
}
