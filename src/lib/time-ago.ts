const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function unit(count: number, singular: string): string {
  return `${count} ${singular}${count === 1 ? '' : 's'}`;
}

/**
 * How long ago, in the largest unit and rounded: "just now", "5 minutes ago", "2 hours ago", "17 days ago"
 * (16 days and 23 hours reads "17 days ago"). Under a minute, or a clock slightly ahead of ours, reads "just now".
 */
export function timeAgo(since: Date | string | number, now: Date | number = new Date()): string {
  const sinceMs = since instanceof Date ? since.getTime() : typeof since === 'string' ? Date.parse(since) : since;
  if (Number.isNaN(sinceMs)) return '';
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - sinceMs;
  if (elapsed < MINUTE) return 'just now';
  const minutes = Math.round(elapsed / MINUTE);
  if (minutes < 60) return `${unit(minutes, 'minute')} ago`;
  const hours = Math.round(elapsed / HOUR);
  if (hours < 24) return `${unit(hours, 'hour')} ago`;
  return `${unit(Math.round(elapsed / DAY), 'day')} ago`;
}
