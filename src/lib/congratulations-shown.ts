import { APP_STORAGE_PREFIX } from '@/lib/app-storage-prefix';

/*
 * The spec's joke promotion ("today's one-millionth visitor") greets a device once, on the blog, away from anything
 * a visitor needs (src/app/congratulations/CongratulationsModal.tsx).
 */
export const CONGRATULATIONS_SHOWN_KEY = `${APP_STORAGE_PREFIX}congratulations-shown`;

export function hasShownCongratulations(): boolean {
  try {
    return localStorage.getItem(CONGRATULATIONS_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markCongratulationsShown(): void {
  try {
    localStorage.setItem(CONGRATULATIONS_SHOWN_KEY, '1');
  } catch {
    // Storage can be unavailable (private modes); the greeting may then come again on a later visit.
  }
}
