import { useEffect, useState } from 'react';
import { subscribeToOutbox } from '@outbox-core/outbox-store';

export interface PhotoProgress {
  /** Which photo of the write is going up (0 is the first). */
  photo: number;
  /** 0..1 */
  fraction: number;
}

/** The photo of record `id` going up right now, whichever tab (or the worker) sends it; null between tries. */
export function usePhotoProgress(id: string): PhotoProgress | null {
  const [progress, setProgress] = useState<PhotoProgress | null>(null);
  useEffect(
    () =>
      subscribeToOutbox((event) => {
        if (event.type === 'progress' && event.id === id) setProgress({ photo: event.photo, fraction: event.fraction });
        else if (event.type === 'attempted' && event.entry.id === id) setProgress(null);
      }),
    [id],
  );
  return progress;
}
