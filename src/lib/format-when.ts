const whenFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * "Sat, May 4, 4:30 PM": every moment of a deal (meetings, deadlines, messages, a dispute's record), in the
 * reader's own time zone, in the English the app is written in (as its prices are).
 */
export function formatWhen(iso: string): string {
  return whenFormat.format(new Date(iso));
}
