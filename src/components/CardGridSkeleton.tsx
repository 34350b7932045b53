import Skeleton from './Skeleton';

interface CardGridSkeletonProps {
  /** What a screen reader hears while the cards load. */
  label: string;
  count: number;
  /** The class names of the grid the cards load into, of a card, its photo and its text. */
  classes: { grid: string; card: string; photo: string; body: string };
  /** The card's text lines, [width, height], title first. */
  lines: readonly (readonly [string, string])[];
}

/** Placeholder cards, shaped like the grid that loads (products, blog posts). */
export default function CardGridSkeleton({ label, count, classes, lines }: CardGridSkeletonProps) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={classes.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={classes.card}>
            <Skeleton className={classes.photo} height="auto" />
            <div className={classes.body}>
              {lines.map(([width, height], line) => (
                <Skeleton key={line} width={width} height={height} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
