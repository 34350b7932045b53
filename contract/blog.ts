import { z } from 'zod';

/** A post of the blog, as the app's static /blog.json has it (docs/spec.md section 7). */
export const blogPostSchema = z.object({
  id: z.union([z.string(), z.number()]),
  img: z.string(),
  date: z.string(),
  title: z.string(),
  description: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsSchema = z.array(blogPostSchema);

/** Each post's own page. */
export function blogPostPath(post: Pick<BlogPost, 'id'>): string {
  return `/blog/${encodeURIComponent(String(post.id))}`;
}

/** The post a `/blog/{id}` page shows (ids are numbers or strings in the file, always text in a path). */
export function findBlogPost(posts: readonly BlogPost[], id: string): BlogPost | undefined {
  return posts.find((post) => String(post.id) === id);
}

/** A post's date as YYYY-MM-DD, when its free text ("October 28, 2026" or "2026-10-28") can be understood. */
export function blogPostIsoDate(date: string): string | undefined {
  const isoDay = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : undefined;
  const parsed = new Date(isoDay ?? `${date} UTC`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString().slice(0, 10);
}
