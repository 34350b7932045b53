let asked = false;

/**
 * Asks the browser once not to evict this site's storage under pressure, now that it holds something the user
 * is waiting on (a queued write). Browsers may grant it silently, ask, or refuse; the outbox works either way.
 */
export async function keepStorageWhenPressed(): Promise<boolean> {
  if (asked || !navigator.storage?.persist) return false;
  asked = true;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist().catch(() => false);
}
