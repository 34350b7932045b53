import { blogPostIsoDate } from '@contract/blog';

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
  const iso = blogPostIsoDate(date);
  if (iso === undefined) return { label: date, iso: undefined };
  return { label: postDateFormat.format(new Date(`${iso}T00:00:00Z`)), iso };
}
