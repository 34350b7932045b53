import { useCallback, useEffect, useState } from 'react';
import type { ProductImage } from '@contract/catalogue';
import { createDebouncedTask } from '../lib/debounced-task';
import { clearListingDraft, readListingDraft, writeListingDraft, type ListingDraft } from '../lib/listing-draft';
import type { ListingFormState } from '../lib/listing-form-state';

/** Long enough to save once per pause in typing, short enough that little is lost if the app is killed. */
const SAVE_DELAY_MS = 400;

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The signed-in seller's Add a Product draft: the one kept from last time (read before the form first renders,
 * and again if another user signs in), saved as the form changes, and written at once when the page is hidden or
 * closed.
 */
export function useListingDraft(userId: string | null) {
  const [storage] = useState(deviceStorage);
  const readFor = (user: string | null) => ({
    userId: user,
    draft: storage && user ? readListingDraft(storage, user) : null,
  });
  const [kept, setKept] = useState<{ userId: string | null; draft: ListingDraft | null }>(() => readFor(userId));
  if (kept.userId !== userId) setKept(readFor(userId));
  const [saveFailed, setSaveFailed] = useState(false);
  const [saver] = useState(() => createDebouncedTask(SAVE_DELAY_MS));

  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    window.addEventListener('pagehide', saver.flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', saver.flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      saver.flush();
    };
  }, [saver]);

  const save = useCallback(
    (values: ListingFormState, images: readonly ProductImage[]) => {
      if (!storage || !userId) return;
      saver.schedule(() => setSaveFailed(!writeListingDraft(storage, userId, values, images, Date.now())));
    },
    [storage, userId, saver],
  );

  /** Forgets the draft (discarded, or published). */
  const discard = useCallback(() => {
    saver.cancel();
    if (storage && userId) clearListingDraft(storage, userId);
    setKept({ userId, draft: null });
    setSaveFailed(false);
  }, [storage, userId, saver]);

  return {
    restored: kept.userId === userId ? kept.draft : null,
    saveFailed,
    available: storage !== null && userId !== null,
    save,
    discard,
  };
}

export type ListingDraftBinding = ReturnType<typeof useListingDraft>;
