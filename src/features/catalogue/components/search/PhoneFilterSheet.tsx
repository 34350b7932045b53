import { startTransition, Suspense, useEffect, useState } from 'react';
import { useOpenedOnce } from '@/features/catalogue/hooks/use-opened-once';
import { useOpenFlag, type OpenFlag } from '@/lib/open-flag';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { FilterSheetProps } from './FilterSheet';

const FilterSheet = preloadableLazy(() => import('./FilterSheet'));

/**
 * The filter sheet of a phone, open while `sheet` is. Its code is fetched and it is rendered closed once the page is
 * up (in a transition, which yields to a tap), so a first tap on Filters only opens it.
 */
export default function PhoneFilterSheet({
  sheet,
  ...props
}: Omit<FilterSheetProps, 'open' | 'onClose'> & { sheet: OpenFlag }) {
  const open = useOpenFlag(sheet);
  const opened = useOpenedOnce(open);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    FilterSheet.preload()
      .then(() => mounted && startTransition(() => setReady(true)))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  if (!opened && !ready) return null;
  return (
    <Suspense fallback={null}>
      <FilterSheet.Component open={open} onClose={sheet.close} {...props} />
    </Suspense>
  );
}
