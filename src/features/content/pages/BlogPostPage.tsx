import { Link, useParams } from 'react-router-dom';
import { blogPostPageHead } from '@contract/page-head';
import { findBlogPost, type BlogPost } from '@contract/blog';
import ErrorState from '@/components/ErrorState';
import NotFoundState from '@/components/NotFoundState';
import Skeleton from '@/components/Skeleton';
import { usePageHead } from '@/lib/page-head';
import { useBlogPosts } from '../api/get-blog-posts';
import { formatPostDate } from '../lib/post-date';
import './blog-post-page.css';

const BACK_TO_BLOG = [
  { to: '/blog', label: 'Back to the blog' },
  { to: '/', label: 'Back to home' },
];

function Article({ post }: { post: BlogPost }) {
  const date = formatPostDate(post.date);
  return (
    <article className="blog-post">
      <header className="blog-post__header">
        <time className="blog-post__date" dateTime={date.iso}>
          {date.label}
        </time>
        <h1 className="blog-post__title">{post.title}</h1>
      </header>
      <img className="blog-post__image" src={post.img} alt={post.title} width={640} height={400} />
      <div className="blog-post__body" data-testid="blog-post-body">
        {post.description.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

/** /blog/{id}: one post, whole. */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const posts = useBlogPosts();
  const post = posts.data && findBlogPost(posts.data, id);
  usePageHead(post && blogPostPageHead(post));

  let content;
  if (post) content = <Article post={post} />;
  else if (posts.data)
    content = (
      <NotFoundState
        title="Post not found"
        detail="This post was taken down, or the link is wrong."
        links={BACK_TO_BLOG}
      />
    );
  else if (posts.isError)
    content = <ErrorState error={posts.error} onRetry={() => void posts.refetch()} title="The post could not load" />;
  else
    content = (
      <div role="status" className="blog-post">
        <span className="visually-hidden">Loading the post…</span>
        <Skeleton width="30%" height="0.9rem" />
        <Skeleton width="90%" height="2.4rem" />
        <Skeleton height="auto" className="blog-post__image" />
        <Skeleton height="12rem" />
      </div>
    );

  return (
    <div className="blog-post-page">
      <Link to="/blog" className="blog-post-page__back">
        <span aria-hidden="true">←</span>
        <span className="blog-post-page__back-label">All posts</span>
      </Link>
      {content}
    </div>
  );
}
