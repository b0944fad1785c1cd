import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../components/form-fields';
import { buttonClass } from '../../../components/buttons';
import { consolePath } from '../../../lib/console-paths';
import type { AuditFilter } from '../api/list-audit-entries';
import { auditActions, auditEntities } from '../audit-format';

interface ActivityFiltersProps {
  filter: AuditFilter;
  /** The admins' emails seen on the page shown, offered as the owner types in Who. */
  knownActors: readonly string[];
  onApply: (filter: Omit<AuditFilter, 'page'>) => void;
}

/**
 * Who, what and which action, applied together with Show: a select that changed the list by itself
 * would move the page under a keyboard or screen-reader user while they are still choosing.
 * The fields start from the address, so Back and a shared link show the same filters.
 */
/** The choices, plus the one in the address when it is not among them (a link from elsewhere), so the field shows what is applied. */
function withCurrent(options: readonly { value: string; label: string }[], current: string) {
  return current && !options.some((option) => option.value === current) ? [...options, { value: current, label: current }] : options;
}

export function ActivityFilters({ filter, knownActors, onApply }: ActivityFiltersProps) {
  const actorsListId = useId();
  const isFiltered = Boolean(filter.actor || filter.entity || filter.action);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onApply({ actor: text('actor'), entity: text('entity'), action: text('action') });
  };

  return (
    <form role="search" aria-label="Filter the activity" onSubmit={submit} className="mb-5 rounded-2xl border border-linen bg-white p-4 sm:p-5">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <TextField
          label="Who"
          name="actor"
          defaultValue={filter.actor}
          list={actorsListId}
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="An admin's email; blank for everyone."
        />
        <datalist id={actorsListId}>
          {knownActors.map((email) => (
            <option key={email} value={email} />
          ))}
        </datalist>
        <SelectField label="What" name="entity" defaultValue={filter.entity}>
          <option value="">Everything</option>
          {withCurrent(auditEntities, filter.entity).map((entity) => (
            <option key={entity.value} value={entity.value}>
              {entity.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Action" name="action" defaultValue={filter.action}>
          <option value="">Any action</option>
          {withCurrent(auditActions, filter.action).map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary}>
          <Search aria-hidden="true" className="size-4" />
          Show
        </button>
        {isFiltered ? (
          <Link to={consolePath('activity')} className={buttonClass.quiet}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
