import BlogPostList from '../components/blog/BlogPostList';
import SectionHeading from '../components/common/SectionHeading';

export default function BlogPage() {
  return (
    <div className="blog-page">
      <SectionHeading
        id="blog-title"
        level={1}
        eyebrow="The Shutterswap journal"
        title="Original Content"
        lead="Buying guides, repair diaries, film stock tests and stories from the people who trade here."
      />
      <BlogPostList headingLevel={2} />
    </div>
  );
}
