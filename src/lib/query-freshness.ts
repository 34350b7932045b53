/**
 * When this page was asked for: an answer older than that was restored from the device, not fetched for this page
 * (the answers the server rendered the page with were fetched after it, so they count as this page's own).
 */
const PAGE_STARTED_AT = Date.now() - performance.now();

/**
 * A React Query `staleTime`: an answer fetched by this page is fresh for `ms`; one restored from an earlier visit
 * (the persisted cache, however recent) is stale at once, so a screen shows it immediately and asks the server
 * for the current state. A listing sold since the last visit must not offer "Order Now" after a reload.
 */
export function freshFor(ms: number): (query: { state: { dataUpdatedAt: number } }) => number {
  return (query) => (query.state.dataUpdatedAt < PAGE_STARTED_AT ? 0 : ms);
}
