import PageSkeleton from './PageSkeleton';

/** Shown while the Ionic frame's code loads for a signed-in path opened directly: the header's bar, a page's shape. */
export default function FrameSkeleton() {
  return (
    <div className="site-frame">
      <div className="site-header" aria-hidden="true" />
      <main className="page-main" aria-busy="true">
        <PageSkeleton />
      </main>
    </div>
  );
}
