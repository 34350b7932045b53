import type { WorkboxPlugin } from 'workbox-core';
import { NetworkFirst } from 'workbox-strategies';

/**
 * How long a catalogue request waits for the network before the last cached answer is used instead. A weak
 * signal that hangs costs a screen this much, once; the network's answer, if it comes later, still refreshes
 * the cache.
 */
export const CATALOGUE_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Public catalogue and content answers: the server's current one whenever the network answers in time, the last
 * cached one when it fails (offline) or hangs (lie-fi). A cached answer is never taken as fresh while the server
 * can be asked, so a listing sold meanwhile never offers "Order Now" after an online reload.
 */
export function catalogueStrategy(cacheName: string, plugins: WorkboxPlugin[]): NetworkFirst {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
    plugins,
    // Answers vary with Authorization (a visitor's leave the seller's contact details out), but offline any copy
    // this device saved is the right one to show: the access token in the request changes every 15 minutes.
    matchOptions: { ignoreVary: true },
  });
}
