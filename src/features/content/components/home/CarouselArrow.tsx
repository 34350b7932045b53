import ChevronIcon from '@/components/ChevronIcon';

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
      <ChevronIcon direction={direction} size={22} strokeWidth={2.4} />
    </button>
  );
}
