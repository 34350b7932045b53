import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A shimmering placeholder block; decorative, so hidden from assistive technology. */
export default function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return (
    <span aria-hidden="true" className={className ? `skeleton ${className}` : 'skeleton'} style={{ width, height }} />
  );
}
