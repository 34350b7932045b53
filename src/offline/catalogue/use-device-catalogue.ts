import { useEffect, useState } from 'react';
import { subscribeToCatalogue } from '@device-catalogue/catalogue-events';

/**
 * Something read from the device's catalogue, read again whenever any tab or the service worker changes it;
 * undefined until the first read ends. `read` should keep its identity (a module function, or memoised).
 */
export function useDeviceCatalogue<T>(read: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let current = true;
    const reread = () =>
      void read().then(
        (next) => current && setValue(next),
        () => undefined,
      );
    reread();
    const stop = subscribeToCatalogue(reread);
    return () => {
      current = false;
      stop();
    };
  }, [read]);
  return value;
}
