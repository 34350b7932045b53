import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostsSchema, type BlogPost } from '@contract/blog';
import { getJson } from '@/lib/http';

export type { BlogPost };

export const blogPostsQueryKey = ['blog', 'posts'] as const;

/** The blog is a static file of the app's own origin (docs/spec.md section 7), cached by the service worker. */
export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return getJson('/blog.json', blogPostsSchema, signal);
}

export const blogPostsQueryOptions = () =>
  queryOptions({ queryKey: blogPostsQueryKey, queryFn: ({ signal }) => getBlogPosts(signal) });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
