import { describe, expect, it } from 'vitest';
import { categoryToggled, listingQuery, readCatalogFilters, subcategoryToggled, withFilters, withPage } from './catalog-filters';

const read = (query: string) => readCatalogFilters(new URLSearchParams(query));

describe('catalog filters in the URL', () => {
  it('reads one category, subcategory, sort, search and page; anything unreadable is the default', () => {
    expect(read('category=Oils&subcategory=Hair%20Oils&sort=rating&search=%20argan%20&page=3')).toEqual({
      category: 'Oils',
      subcategory: 'Hair Oils',
      sort: 'rating',
      search: 'argan',
      page: 3,
    });
    expect(read('sort=cheapest&page=0')).toEqual({ category: '', subcategory: '', sort: 'default', search: '', page: 1 });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('asks the server with the defaults left out, so one listing is always one request', () => {
    expect(listingQuery(read(''))).toEqual({});
    expect(JSON.parse(JSON.stringify(listingQuery(read('sort=default&page=1'))))).toEqual({});
    expect(listingQuery(read('search=rose&category=Soaps&subcategory=Clay%20Soaps&sort=low-high&page=2'))).toEqual({
      q: 'rose',
      category: 'Soaps',
      subcategory: 'Clay Soaps',
      sort: 'low-high',
      page: 2,
    });
  });

  it('starts a changed listing at page 1 and writes only what is chosen', () => {
    const params = new URLSearchParams('category=Soaps&page=4&sort=rating');
    expect(withFilters(params, { sort: 'default' }).toString()).toBe('category=Soaps');
    expect(withFilters(params, { category: '', search: 'neem' }).toString()).toBe('sort=rating&search=neem');
    expect(withPage(params, 1).toString()).toBe('category=Soaps&sort=rating');
    expect(withPage(params, 5).toString()).toBe('category=Soaps&page=5&sort=rating');
  });

  it('narrows a category by one of its subcategories; unticking the category lets go of both', () => {
    const none = read('');
    expect(categoryToggled(none, 'Oils')).toEqual({ category: 'Oils', subcategory: '' });
    expect(subcategoryToggled(none, 'Oils', 'Hair Oils')).toEqual({ category: 'Oils', subcategory: 'Hair Oils' });

    const narrowed = read('category=Oils&subcategory=Hair%20Oils');
    expect(subcategoryToggled(narrowed, 'Oils', 'Hair Oils')).toEqual({ subcategory: '' });
    expect(categoryToggled(narrowed, 'Oils')).toEqual({ category: '', subcategory: '' });
    expect(categoryToggled(narrowed, 'Soaps')).toEqual({ category: 'Soaps', subcategory: '' });
    expect(subcategoryToggled(narrowed, 'Soaps', 'Clay Soaps')).toEqual({ category: 'Soaps', subcategory: 'Clay Soaps' });
  });
});
