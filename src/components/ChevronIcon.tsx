interface ChevronIconProps {
  direction: 'previous' | 'next';
  /** In CSS pixels; unset, the stylesheet sizes it. */
  size?: number;
  strokeWidth?: number;
}

/** The chevron of the carousels' previous and next arrows. */
export default function ChevronIcon({ direction, size, strokeWidth = 2 }: ChevronIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
