import type { CSSProperties } from 'react';
import Skeleton from './Skeleton';
import './table-rows-skeleton.css';

interface TableRowsSkeletonProps {
  /** What a screen reader hears while the table loads, e.g. "Loading your orders…". */
  label: string;
  rows: number;
  /** The picture each row starts with (a photo, or a round avatar). */
  media: { width: number; height: number; round?: boolean };
  /** The text lines beside it, title first. */
  lines: { width: CSSProperties['width']; height: CSSProperties['height'] }[];
  /** A button-sized block at the end of each row. */
  button?: boolean;
}

/** Placeholder rows, shaped like the dashboard table that loads (users, reported items, orders, listings). */
export default function TableRowsSkeleton({ label, rows, media, lines, button = false }: TableRowsSkeletonProps) {
  return (
    <div role="status" className="table-rows-skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="table-rows-skeleton__row" aria-hidden="true">
          <Skeleton
            width={media.width}
            height={media.height}
            className={media.round ? 'table-rows-skeleton__media is-round' : 'table-rows-skeleton__media'}
          />
          <div className="table-rows-skeleton__text">
            {lines.map((line, lineIndex) => (
              <Skeleton key={lineIndex} width={line.width} height={line.height} />
            ))}
          </div>
          {button ? <Skeleton width={140} height={38} className="table-rows-skeleton__button" /> : null}
        </div>
      ))}
    </div>
  );
}
