const all = ['blogs'] as const;

export const blogKeys = {
  all,
  published: [...all, 'published'] as const,
  post: (id: string) => [...all, 'post', id] as const,
  category: (category: string) => [...all, 'category', category] as const,
};
