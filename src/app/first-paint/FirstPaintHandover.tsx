import { useEffect } from 'react';
import { handOverFirstPaint } from './hand-over-first-paint';

/** Rendered with a page's content: once it is there, the server's painted copy of the page makes way. */
export default function FirstPaintHandover() {
  useEffect(() => handOverFirstPaint(), []);
  return null;
}
