import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (what a person typed, once they pause). */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const pause = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(pause);
  }, [value, ms]);
  return settled;
}
