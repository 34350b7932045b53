import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BlogPost } from '@/features/content/api/get-blog-posts';
import { previewDescription } from '@/features/content/lib/description-preview';
import { formatPostDate } from '@/features/content/lib/post-date';
import './blog-card.css';

interface BlogCardProps {
  post: BlogPost;
  /** On the blog page, Read More unfolds the rest of the post in place instead of reloading /blog. */
  expandable?: boolean;
}

export default function BlogCard({ post, expandable = false }: BlogCardProps) {
  const [isExpanded, setExpanded] = useState(false);
  const preview = previewDescription(post.description);
  const date = formatPostDate(post.date);
  const text = isExpanded ? post.description : preview.text;

  function readMore(event: MouseEvent<HTMLAnchorElement>) {
    if (!expandable) return;
    event.preventDefault();
    setExpanded(true);
  }

  return (
    <article className="blog-card" data-testid="blog-card">
      <img className="blog-card__image" src={post.img} alt={post.title} width={640} height={400} loading="lazy" />
      <div className="blog-card__body">
        <time className="blog-card__date" dateTime={date.iso}>
          {date.label}
        </time>
        <h3 className="blog-card__title">{post.title}</h3>
        <p className="blog-card__description" data-testid="blog-card-description">
          {text}
        </p>
        {preview.isTruncated && !isExpanded ? (
          <Link className="blog-card__more" to="/blog" onClick={readMore} aria-label={`Read More: ${post.title}`}>
            Read More
          </Link>
        ) : null}
      </div>
    </article>
  );
}
