import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { blogPostsSchema, type BlogPost } from '@contract/blog.ts';

/**
 * The blog's posts, from the built app's own /blog.json (the file the app reads): none when this build has no
 * blog or the file cannot be understood, so a page or the sitemap never fails over it.
 */
export async function readBlogPosts(webDistDir: string): Promise<BlogPost[]> {
  try {
    const parsed = blogPostsSchema.safeParse(JSON.parse(await readFile(path.join(webDistDir, 'blog.json'), 'utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
