const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function unit(count: number, singular: string): string {
  return `${count} ${singular}${count === 1 ? '' : 's'}`;
}

/**
 * Time since a listing was posted, as "3 days, 4 hours, 12 minutes ago". Zero units are left out;
 * under a minute (or a clock slightly ahead of ours) reads "just now".
 */
export function timeAgo(since: Date | string, now: Date = new Date()): string {
  const sinceMs = typeof since === 'string' ? Date.parse(since) : since.getTime();
  if (Number.isNaN(sinceMs)) return '';
  const elapsed = now.getTime() - sinceMs;
  if (elapsed < MINUTE) return 'just now';

  const days = Math.floor(elapsed / DAY);
  const hours = Math.floor((elapsed % DAY) / HOUR);
  const minutes = Math.floor((elapsed % HOUR) / MINUTE);
  const parts = [
    days > 0 ? unit(days, 'day') : '',
    hours > 0 ? unit(hours, 'hour') : '',
    minutes > 0 ? unit(minutes, 'minute') : '',
  ].filter(Boolean);
  return `${parts.join(', ')} ago`;
}

/** The largest unit only, for when something was saved: "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
export function roughlyAgo(since: number, now: number = Date.now()): string {
  const elapsed = now - since;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${unit(Math.floor(elapsed / MINUTE), 'minute')} ago`;
  if (elapsed < DAY) return `${unit(Math.floor(elapsed / HOUR), 'hour')} ago`;
  return `${unit(Math.floor(elapsed / DAY), 'day')} ago`;
}
