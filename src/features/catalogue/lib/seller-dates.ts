// UTC, so the server's page and the browser's first render say the same.
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "March 2024": when a seller joined. */
export const formatMemberSince = (iso: string) => monthYear.format(new Date(iso));

/** "June 1, 2026": when a review was written. */
export const formatReviewDate = (iso: string) => dayMonthYear.format(new Date(iso));
