import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '@/lib/http';

export const blogPostSchema = z.object({
  id: z.union([z.string(), z.number()]),
  img: z.string(),
  date: z.string(),
  title: z.string(),
  description: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsQueryKey = ['blog', 'posts'] as const;

/** The blog is a static file of the app's own origin (docs/spec.md section 7), cached by the service worker. */
export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return getJson('/blog.json', z.array(blogPostSchema), signal);
}

export const blogPostsQueryOptions = () =>
  queryOptions({ queryKey: blogPostsQueryKey, queryFn: ({ signal }) => getBlogPosts(signal) });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
