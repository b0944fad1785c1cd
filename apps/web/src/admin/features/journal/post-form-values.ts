import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import type { NewPostBody } from './api/create-post';
import type { AdminPost } from './api/list-posts';
import type { PostChanges } from './api/update-post';

/** The editor's fields: lists are typed as comma-separated text, the read time as the input's text. */
export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  tags: string;
  author: string;
  readTime: string;
  metaDescription: string;
  status: PublicationStatus;
  featured: boolean;
}

/**
 * The fields that show a message of their own, named as the API names them, so a refusal naming
 * one lands next to it. (Featured is a checkbox with no room for one: its refusal shows above Save.)
 */
export const postFormFields = [
  'title',
  'excerpt',
  'content',
  'imageUrl',
  'category',
  'tags',
  'author',
  'readTime',
  'metaDescription',
  'status',
] as const satisfies readonly (keyof PostFormValues)[];

export const emptyPostForm: PostFormValues = {
  title: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  category: '',
  tags: '',
  author: '',
  readTime: '5',
  metaDescription: '',
  status: 'draft',
  featured: false,
};

export function postFormValues(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    imageUrl: post.imageUrl,
    category: post.category.join(', '),
    tags: post.tags.join(', '),
    author: post.author,
    readTime: String(post.readTime),
    metaDescription: post.metaDescription,
    status: post.status,
    featured: post.featured,
  };
}

/** 'Skin care, Oils, Oils' → ['Skin care', 'Oils']: the API refuses a list naming an entry twice. */
export function listFromText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
}

/** A blank read time is left to the server's default; anything else goes as typed, for the server to judge. */
function readTimeFromText(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The article's own fields; status and featured have calls of their own on an existing post. */
function articleFields(values: PostFormValues) {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    imageUrl: values.imageUrl,
    category: listFromText(values.category),
    tags: listFromText(values.tags),
    author: values.author,
    readTime: readTimeFromText(values.readTime),
    metaDescription: values.metaDescription,
  };
}

export function newPostBody(values: PostFormValues): NewPostBody {
  return { ...articleFields(values), status: values.status, featured: values.featured };
}

/** Only what differs from the saved post; empty when the owner changed none of the article's fields. */
export function postChanges(post: AdminPost, values: PostFormValues): PostChanges {
  const saved: Record<string, unknown> = articleFields(postFormValues(post));
  return Object.fromEntries(
    Object.entries(articleFields(values)).filter(([field, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(saved[field])),
  );
}
