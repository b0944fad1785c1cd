import type { CategoryDto } from '@shop/core/api-types';
import type { CatalogCounts } from '../catalog-filters';

interface FilterPanelProps {
  categories: readonly CategoryDto[];
  counts: CatalogCounts;
  selectedCategories: readonly string[];
  selectedSubcategories: readonly string[];
  onToggleCategory: (name: string) => void;
  onToggleSubcategory: (name: string) => void;
}

const checkboxClass = 'size-4 shrink-0 rounded border-linen accent-leaf-700';

/** docs/product.md §2 Collection page: category checkboxes, each with its subcategories, all with product counts. */
export function FilterPanel({ categories, counts, selectedCategories, selectedSubcategories, onToggleCategory, onToggleSubcategory }: FilterPanelProps) {
  return (
    <fieldset className="rounded-2xl border border-linen bg-white px-4 py-4">
      <legend className="sr-only">Categories</legend>
      <p aria-hidden="true" className="mb-3 text-xs font-semibold tracking-[0.18em] text-ink">
        CATEGORIES
      </p>
      <ul className="space-y-3">
        {categories.map((category) => (
          <li key={category.name}>
            <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-ink">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={selectedCategories.includes(category.name)}
                onChange={() => onToggleCategory(category.name)}
              />
              <span className="min-w-0 flex-1">{category.name}</span> <span className="text-xs text-muted">({counts.category(category.name)})</span>
            </label>
            {category.subcategories.length > 0 ? (
              <ul className="mt-1.5 space-y-1 border-l border-linen pl-3 ml-1.5" aria-label={`${category.name} subcategories`}>
                {category.subcategories.map((subcategory) => (
                  <li key={subcategory}>
                    <label className="flex cursor-pointer items-center gap-2.5 py-0.5 text-sm text-muted hover:text-ink">
                      <input
                        type="checkbox"
                        className={checkboxClass}
                        checked={selectedSubcategories.includes(subcategory)}
                        onChange={() => onToggleSubcategory(subcategory)}
                      />
                      <span className="min-w-0 flex-1">{subcategory}</span> <span className="text-xs">({counts.subcategory(category.name, subcategory)})</span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
