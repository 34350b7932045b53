const postDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export interface PostDate {
  /** What the reader sees. */
  label: string;
  /** Machine-readable date for <time dateTime>, when the text could be understood. */
  iso: string | undefined;
}

/** Blog dates come as free text in blog.json: show a parseable one nicely, anything else as written. */
export function formatPostDate(date: string): PostDate {
  const isoDay = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : undefined;
  const parsed = new Date(isoDay ?? `${date} UTC`);
  if (Number.isNaN(parsed.getTime())) return { label: date, iso: undefined };
  return { label: postDateFormat.format(parsed), iso: parsed.toISOString().slice(0, 10) };
}
