import ErrorState from '../../../../components/ErrorState';
import StateMessage from '../../../../components/StateMessage';
import { useBlogPosts } from '../../api/get-blog-posts';
import BlogCard from './BlogCard';
import BlogCardSkeletons from './BlogCardSkeletons';
import './blog-grid.css';

interface BlogPostListProps {
  /** Show only the first posts (the home teaser shows 3). */
  limit?: number;
  expandable?: boolean;
}

export default function BlogPostList({ limit, expandable = false }: BlogPostListProps) {
  const posts = useBlogPosts();

  if (posts.isPending) return <BlogCardSkeletons count={limit ?? 6} />;
  if (posts.isError) {
    return <ErrorState title="The posts could not load" error={posts.error} onRetry={() => void posts.refetch()} />;
  }
  if (posts.data.length === 0) {
    return <StateMessage title="No posts yet" detail="Our first stories are being written. Check back soon." />;
  }

  const shown = limit === undefined ? posts.data : posts.data.slice(0, limit);
  return (
    <ul className="blog-grid">
      {shown.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} expandable={expandable} />
        </li>
      ))}
    </ul>
  );
}
