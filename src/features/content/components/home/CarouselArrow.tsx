interface CarouselArrowProps {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}

export default function CarouselArrow({ direction, label, onClick }: CarouselArrowProps) {
  return (
    <button
      type="button"
      className={`carousel-arrow carousel-arrow--${direction}`}
      aria-label={label}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
