/**
 * How often a screen of a deal (My Orders, Orders Received, an order's page) asks the server again while it is
 * shown, so the other side's step appears within seconds (issue 30). React Query stops the interval while the page
 * is hidden and while offline; these answers are small and personal, so polling beats a held connection per tab.
 */
export const LIVE_REFRESH_MS = 3_000;

/** How often the header's bell asks for the unread counts while a page is shown. */
export const UNREAD_REFRESH_MS = 10_000;
