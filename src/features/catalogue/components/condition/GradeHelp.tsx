import { Suspense } from 'react';
import { useOpenedOnce } from '@/features/catalogue/hooks/use-opened-once';
import { lazyChunk } from '@/lib/lazy-chunk';

const GradeHelpSheet = lazyChunk(() => import('./GradeHelpSheet'));

/** The grading help, loaded the first time it is opened. */
export default function GradeHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <GradeHelpSheet open={open} onClose={onClose} />
    </Suspense>
  );
}
