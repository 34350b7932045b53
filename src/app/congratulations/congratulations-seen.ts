/** Once per browser session. Browser tests that do not test the modal set this key in an init script. */
export const CONGRATULATIONS_SEEN_KEY = 'shutterswap:congratulations-seen';

export function hasSeenCongratulations(): boolean {
  try {
    return sessionStorage.getItem(CONGRATULATIONS_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markCongratulationsSeen(): void {
  try {
    sessionStorage.setItem(CONGRATULATIONS_SEEN_KEY, '1');
  } catch {
    // Storage can be unavailable (private modes); the modal then simply shows again next load.
  }
}
