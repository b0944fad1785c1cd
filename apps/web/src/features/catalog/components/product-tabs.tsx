import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFirstIdle } from '../../../lib/use-first-idle';

export interface ProductTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface ProductTabsProps {
  tabs: readonly ProductTab[];
  label: string;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs and select them. A hidden
 * tab's content is drawn once the browser is first idle, or when its tab is chosen if that is sooner:
 * the reviews (their list, their form and its validation) then load after the product has shown,
 * not in the tasks and downloads that draw it, and are there when the shopper opens their tab.
 */
export function ProductTabs({ tabs, label }: ProductTabsProps) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string | undefined>>(() => new Set([selectedId]));
  const idle = useFirstIdle();
  const baseId = useId();

  function choose(id: string) {
    setSelectedId(id);
    setChosenIds((chosen) => (chosen.has(id) ? chosen : new Set([...chosen, id])));
  }
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    choose(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-linen">
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px border-b-2 px-4 py-3 text-sm font-semibold tracking-wide transition-colors sm:px-6 ${
                selected ? 'border-leaf-700 text-ink' : 'border-transparent text-muted hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selectedId}
          className="py-6"
        >
          {idle || chosenIds.has(tab.id) ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
