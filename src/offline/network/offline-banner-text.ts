/** The banner's wording, from what the user is looking at; pure so it is unit-tested. */
export interface OfflineSituation {
  /** The page on screen asked for data that was never saved on this device. */
  pageNeverOpened: boolean;
  /** What waits in the outbox, already counted: ["2 orders", "1 newsletter sign-up"]. */
  waiting: readonly string[];
}

export const OFFLINE_TITLE = "You're offline";

export function offlineBannerDetail({ pageNeverOpened, waiting }: OfflineSituation): string {
  const page = pageNeverOpened
    ? 'You are offline and this was never opened before: it will load when you are back online.'
    : 'Pages you have opened or saved for offline still work.';
  if (waiting.length === 0) return page;
  const single = waiting.length === 1 && waiting[0]?.startsWith('1 ');
  return `${page} ${waiting.join(' and ')} ${single ? 'waits' : 'wait'} to be sent when you reconnect.`;
}
