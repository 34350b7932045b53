/*
 * What the worker answers when the network is down and nothing was cached. The JSON has the API's error shape,
 * so the app treats it like any failed call (it waits for the connection and says it is offline).
 */

const OFFLINE_ERROR_BODY = {
  error: { code: 'offline', message: 'You are offline and this was never opened before.' },
} as const;

export function offlineApiResponse(): Response {
  return new Response(JSON.stringify(OFFLINE_ERROR_BODY), {
    status: 503,
    statusText: 'Offline',
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/** A camera outline with "Offline": shown in place of a photo that was never downloaded. */
export const OFFLINE_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="Photo not available offline">
<rect width="400" height="300" fill="#ece6dc"/>
<g fill="none" stroke="#8a8175" stroke-width="8" stroke-linejoin="round">
<rect x="120" y="110" width="160" height="100" rx="14"/><path d="M165 110l12-22h46l12 22"/><circle cx="200" cy="160" r="30"/>
</g>
<text x="200" y="250" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" fill="#5f574d">Photo not available offline</text>
</svg>`;

export function offlineImageResponse(): Response {
  return new Response(OFFLINE_IMAGE_SVG, {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  });
}
