import type { BlogPostDto } from './dtos';

/** A published post as the API sends it; tests override what they care about. */
export function makePost(overrides: Partial<BlogPostDto> = {}): BlogPostDto {
  return {
    _id: 'post-1',
    title: 'Why Cold-Process Soap Feels Different',
    excerpt: 'Glycerine stays in the bar, and your skin notices.',
    metaDescription: 'How cold-process soap is made.',
    content: 'Soap made the slow way keeps its **glycerine**.',
    imageUrl: '/uploads/seed/blog/cold-process.webp',
    author: 'Hira Qureshi',
    category: ['Ingredients'],
    tags: ['soap'],
    featured: false,
    status: 'published',
    readTime: 6,
    // Noon UTC, so the long-form date is the same day in every time zone the tests may run in.
    createdAt: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}

const categories = ['Acne', 'Dry Skin', 'Sensitive Skin', 'Routines', 'Hair Care', 'Sun Care', 'Pigmentation', 'Ingredients', 'Lips', 'Body Care'];

/**
 * Fifteen published posts, newest first like the API: featured F1 to F4 (F1 to F3 are the guides,
 * F4 Expert's Choice) and regular R1 to R11 (R1 to R6 the latest, R7 to R11 trending). Every featured
 * post is also in Routines; ten categories in all, so Skin Concerns has more than it shows.
 */
export function journalFixture(): BlogPostDto[] {
  const featured = [1, 2, 3, 4].map((n) =>
    makePost({ _id: `f${n}`, title: `Featured Guide ${n}`, featured: true, category: [categories[n - 1]!, 'Routines'] }),
  );
  const regular = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) =>
    makePost({ _id: `r${n}`, title: `Regular Article ${n}`, category: [categories[(n + 3) % categories.length]!] }),
  );
  // Interleaved by date as a real journal would be: the layout must not depend on featured posts coming first.
  const posts = [featured[0]!, regular[0]!, featured[1]!, regular[1]!, regular[2]!, featured[2]!, regular[3]!, featured[3]!, ...regular.slice(4)];
  return posts.map((post, index) => ({ ...post, createdAt: new Date(Date.UTC(2026, 2, 20 - index, 12)).toISOString() }));
}

export function blogListAnswer(posts: BlogPostDto[]) {
  return { success: true, data: posts, message: 'Blog posts loaded' };
}
