import { Link } from 'react-router-dom';
import { blogPostPath } from '@contract/blog';
import type { BlogPost } from '@/features/content/api/get-blog-posts';
import { previewDescription } from '@/features/content/lib/description-preview';
import { formatPostDate } from '@/features/content/lib/post-date';
import './blog-card.css';

interface BlogCardProps {
  post: BlogPost;
  /** The title's level under the heading above the list: 2 on the blog page, 3 in a home section. */
  headingLevel: 2 | 3;
}

export default function BlogCard({ post, headingLevel }: BlogCardProps) {
  const preview = previewDescription(post.description);
  const date = formatPostDate(post.date);
  const Title = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="blog-card" data-testid="blog-card">
      <img className="blog-card__image" src={post.img} alt={post.title} width={640} height={400} loading="lazy" />
      <div className="blog-card__body">
        <time className="blog-card__date" dateTime={date.iso}>
          {date.label}
        </time>
        <Title className="blog-card__title">{post.title}</Title>
        <p className="blog-card__description" data-testid="blog-card-description">
          {preview.text}
        </p>
        <Link className="blog-card__more" to={blogPostPath(post)}>
          Read More<span className="visually-hidden"> about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
