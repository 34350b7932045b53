/** The Background Sync tag the service worker answers (sw/outbox-sync.ts). */
export const OUTBOX_SYNC_TAG = 'shutterswap-outbox';
/** What the service worker posts to the open tabs when the browser says the connection is back. */
export const SEND_OUTBOX_MESSAGE = 'shutterswap:send-outbox';
