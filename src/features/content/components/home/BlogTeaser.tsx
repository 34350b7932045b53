import { Link } from 'react-router-dom';
import BlogPostList from '../blog/BlogPostList';
import SectionHeading from '../common/SectionHeading';
import './home-section.css';

/** Spec section 9: the home teaser shows the first 3 posts. */
const TEASER_POSTS = 3;

export default function BlogTeaser() {
  return (
    <section className="home-section" aria-labelledby="blog-teaser-title">
      <SectionHeading
        id="blog-teaser-title"
        eyebrow="The Shutterswap journal"
        title="Read Our Original Content"
        lead="Buying guides, repair diaries and field tests, written by people who still shoot the gear they sell."
      />
      <BlogPostList limit={TEASER_POSTS} headingLevel={3} />
      <div className="home-section__footer">
        <Link className="ss-button ss-button--ghost" to="/blog">
          See all original contents
        </Link>
      </div>
    </section>
  );
}
