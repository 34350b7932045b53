import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import { useBlogPosts } from '@/features/content/api/get-blog-posts';
import BlogCard from './BlogCard';
import BlogCardSkeletons from './BlogCardSkeletons';
import './blog-grid.css';

interface BlogPostListProps {
  /** Show only the first posts (the home teaser shows 3). */
  limit?: number;
  /** The level of the posts' titles (see BlogCard). */
  headingLevel: 2 | 3;
}

export default function BlogPostList({ limit, headingLevel }: BlogPostListProps) {
  const posts = useBlogPosts();

  return (
    <ListView
      query={posts}
      skeleton={<BlogCardSkeletons count={limit ?? 6} />}
      errorTitle="The posts could not load"
      empty={<StateMessage title="No posts yet" detail="Our first stories are being written. Check back soon." />}
    >
      {(all) => (
        <ul className="blog-grid">
          {(limit === undefined ? all : all.slice(0, limit)).map((post) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
