import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * The two frames the app shows its pages in (contract/site-routes.ts): the site's plain pages, rendered by the
 * server and hydrated, and the Ionic frame of the signed-in screens. Each has its own router over the browser's
 * history; App shows one at a time.
 */
export type Frame = 'site' | 'app';

export const FrameSwitchContext = createContext<(frame: Frame) => void>(() => undefined);

/**
 * Rendered by a frame's router for a path the other frame shows: the URL has changed already, so the other frame
 * takes over and its router opens that path. `children` show meanwhile.
 */
export function HandOverTo({ frame, children = null }: { frame: Frame; children?: ReactNode }) {
  const switchTo = useContext(FrameSwitchContext);
  useEffect(() => switchTo(frame), [switchTo, frame]);
  return children;
}
