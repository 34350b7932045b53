import Skeleton from './Skeleton';
import './table-rows-skeleton.css';

/** The picture each row starts with: a listing's photo, a person's avatar, or an unread dot. */
const MEDIA = {
  photo: { width: 80, height: 60, round: false },
  avatar: { width: 44, height: 44, round: true },
  dot: { width: 12, height: 12, round: true },
} as const;

/** The text lines beside it, title first: a row's title, then shorter and longer details. */
const LINES = [
  { width: '55%', height: '1rem' },
  { width: '35%', height: '0.9rem' },
  { width: '70%', height: '0.8rem' },
] as const;

interface TableRowsSkeletonProps {
  /** What a screen reader hears while the table loads, e.g. "Loading your orders…". */
  label: string;
  rows: number;
  media?: keyof typeof MEDIA;
  /** How many text lines each row has (1 to 3). */
  lines?: 1 | 2 | 3;
  /** A button-sized block at the end of each row. */
  button?: boolean;
}

/** Placeholder rows, shaped like the dashboard table that loads (users, reported items, orders, listings). */
export default function TableRowsSkeleton({
  label,
  rows,
  media = 'photo',
  lines = 2,
  button = false,
}: TableRowsSkeletonProps) {
  const picture = MEDIA[media];
  return (
    <div role="status" className="table-rows-skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="table-rows-skeleton__row" aria-hidden="true">
          <Skeleton
            width={picture.width}
            height={picture.height}
            className={picture.round ? 'table-rows-skeleton__media is-round' : 'table-rows-skeleton__media'}
          />
          <div className="table-rows-skeleton__text">
            {LINES.slice(0, lines).map((line, lineIndex) => (
              <Skeleton key={lineIndex} width={line.width} height={line.height} />
            ))}
          </div>
          {button ? <Skeleton width={140} height={38} className="table-rows-skeleton__button" /> : null}
        </div>
      ))}
    </div>
  );
}
