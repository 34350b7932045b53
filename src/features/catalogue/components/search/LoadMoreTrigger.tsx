import { useEffect, useRef } from 'react';

interface LoadMoreTriggerProps {
  onLoadMore: () => void;
  loading: boolean;
}

/**
 * Infinite scroll: asks for the next page as this comes within a screen of view. It is also a real button, for
 * keyboards and for browsers that scroll faster than the observer reports.
 */
export default function LoadMoreTrigger({ onLoadMore, loading }: LoadMoreTriggerProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = ref.current;
    if (!element || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div className="load-more">
      <button
        ref={ref}
        type="button"
        className="ss-button ss-button--ghost load-more__button"
        onClick={onLoadMore}
        disabled={loading}
      >
        {loading ? 'Loading more…' : 'Show more'}
      </button>
    </div>
  );
}
