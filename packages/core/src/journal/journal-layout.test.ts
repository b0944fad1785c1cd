import { describe, expect, it } from 'vitest';
import { journalFixture, makePost } from './blog-fixtures';
import { authorOf, formatArticleDate, journalLayout, readTimeOf, relatedArticles } from './journal-layout';

const ids = (posts: { _id: string }[]) => posts.map((post) => post._id);

describe('journalLayout', () => {
  it('splits fifteen posts into guides, latest, expert picks, trending and concerns', () => {
    const layout = journalLayout(journalFixture());
    expect(ids(layout.featuredGuides)).toEqual(['f1', 'f2', 'f3']);
    expect(ids(layout.latestArticles)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(ids(layout.expertsChoice)).toEqual(['f4']);
    expect(layout.trendingNow.map(({ rank, post }) => [rank, post._id])).toEqual([
      [1, 'r7'],
      [2, 'r8'],
      [3, 'r9'],
      [4, 'r10'],
      [5, 'r11'],
    ]);
    expect(layout.skinConcerns).toEqual([
      { category: 'Acne', count: 2 },
      { category: 'Routines', count: 5 },
      { category: 'Hair Care', count: 2 },
      { category: 'Dry Skin', count: 2 },
      { category: 'Sun Care', count: 1 },
      { category: 'Pigmentation', count: 1 },
      { category: 'Sensitive Skin', count: 2 },
      { category: 'Ingredients', count: 1 },
    ]);
  });

  it('shows at most five trending posts, taken from regular posts 7 to 12', () => {
    const regular = Array.from({ length: 14 }, (_, index) => makePost({ _id: `r${index + 1}` }));
    const trending = journalLayout(regular).trendingNow;
    expect(trending.map(({ rank, post }) => [rank, post._id])).toEqual([
      [1, 'r7'],
      [2, 'r8'],
      [3, 'r9'],
      [4, 'r10'],
      [5, 'r11'],
    ]);
  });

  it('counts up to 8 distinct categories in order of first appearance, ignoring blanks and repeats within a post', () => {
    const posts = [
      makePost({ _id: 'a', category: ['Acne', ' Acne ', ''] }),
      makePost({ _id: 'b', category: ['Dry Skin', 'Acne'] }),
      ...['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8'].map((category) => makePost({ _id: category, category: [category] })),
    ];
    expect(journalLayout(posts).skinConcerns).toEqual([
      { category: 'Acne', count: 2 },
      { category: 'Dry Skin', count: 1 },
      { category: 'C1', count: 1 },
      { category: 'C2', count: 1 },
      { category: 'C3', count: 1 },
      { category: 'C4', count: 1 },
      { category: 'C5', count: 1 },
      { category: 'C6', count: 1 },
    ]);
  });

  it('leaves out anything not published and copes with no posts at all', () => {
    const draft = { ...makePost({ _id: 'draft', featured: true }), status: 'draft' } as unknown as ReturnType<typeof makePost>;
    const layout = journalLayout([draft, makePost({ _id: 'live' })]);
    expect(layout.featuredGuides).toEqual([]);
    expect(ids(layout.latestArticles)).toEqual(['live']);
    expect(journalLayout([])).toEqual({ featuredGuides: [], latestArticles: [], expertsChoice: [], trendingNow: [], skinConcerns: [] });
  });
});

describe('post defaults', () => {
  it('reads 5 minutes when the read time is missing or not positive', () => {
    expect(readTimeOf({ readTime: 7 })).toBe(7);
    expect(readTimeOf({ readTime: 0 })).toBe(5);
    expect(readTimeOf({ readTime: Number.NaN })).toBe(5);
  });

  it("names 'Skincare Expert' in lists and 'Staff Writer' on the article when there is no author", () => {
    expect(authorOf({ author: '  ' }, 'list')).toBe('Skincare Expert');
    expect(authorOf({ author: '' }, 'article')).toBe('Staff Writer');
    expect(authorOf({ author: 'Dr. Sana Malik' }, 'article')).toBe('Dr. Sana Malik');
  });

  it('writes the date in long form and nothing for an unreadable one', () => {
    expect(formatArticleDate('2026-03-04T12:00:00.000Z')).toBe('March 4, 2026');
    expect(formatArticleDate('not a date')).toBe('');
  });
});

describe('relatedArticles', () => {
  it('drops the current post and keeps at most 4', () => {
    const posts = ['a', 'current', 'b', 'c', 'd', 'e'].map((id) => makePost({ _id: id }));
    expect(ids(relatedArticles(posts, 'current'))).toEqual(['a', 'b', 'c', 'd']);
  });
});
