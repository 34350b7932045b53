import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded dialog is fetched when first asked for, then stays
 * mounted so it can animate closed and open again instantly.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
