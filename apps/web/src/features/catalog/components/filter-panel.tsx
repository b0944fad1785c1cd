import type { CategoryFacet } from '../api/search-products';
import { isSubcategoryChosen, type CatalogFilters } from '../catalog-filters';

interface FilterPanelProps {
  /** The server's counts under the other active filters (the search), so a tick never surprises with nothing. */
  categories: readonly CategoryFacet[];
  filters: CatalogFilters;
  onToggleCategory: (category: string) => void;
  onToggleSubcategory: (category: string, subcategory: string) => void;
}

const checkboxClass = 'size-4 shrink-0 rounded border-linen accent-leaf-700';

/**
 * docs/product.md §2 Collection page: category checkboxes, each with its subcategories, all with product
 * counts. What matches nothing is left out, unless it is ticked, so it can be unticked here too.
 */
export function FilterPanel({ categories, filters, onToggleCategory, onToggleSubcategory }: FilterPanelProps) {
  const shown = categories.filter((category) => category.count > 0 || filters.category === category.name);
  return (
    <fieldset className="rounded-2xl border border-linen bg-white px-4 py-4">
      <legend className="sr-only">Categories</legend>
      <p aria-hidden="true" className="mb-3 text-xs font-semibold tracking-[0.18em] text-ink">
        CATEGORIES
      </p>
      <ul className="space-y-3">
        {shown.map((category) => {
          const subcategories = category.subcategories.filter(
            (subcategory) => subcategory.count > 0 || isSubcategoryChosen(filters, category.name, subcategory.name),
          );
          return (
            <li key={category.name}>
              <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-ink">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={filters.category === category.name}
                  onChange={() => onToggleCategory(category.name)}
                />
                <span className="min-w-0 flex-1">{category.name}</span> <span className="text-xs text-muted">({category.count})</span>
              </label>
              {subcategories.length > 0 ? (
                <ul className="mt-1.5 space-y-1 border-l border-linen pl-3 ml-1.5" aria-label={`${category.name} subcategories`}>
                  {subcategories.map((subcategory) => (
                    <li key={subcategory.name}>
                      <label className="flex cursor-pointer items-center gap-2.5 py-0.5 text-sm text-muted hover:text-ink">
                        <input
                          type="checkbox"
                          className={checkboxClass}
                          checked={isSubcategoryChosen(filters, category.name, subcategory.name)}
                          onChange={() => onToggleSubcategory(category.name, subcategory.name)}
                        />
                        <span className="min-w-0 flex-1">{subcategory.name}</span> <span className="text-xs">({subcategory.count})</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
