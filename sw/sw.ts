/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { CACHE_NAMES, isOutdatedRuntimeCache } from './cache-names';
import { deviceCatalogueAnswers } from './device-answers';
import { catalogueStrategy } from './network-first';
import { offlineApiResponse, offlineImageResponse } from './offline-responses';
import { sendOutboxOnSync } from './outbox-sync';
import { showPushedNotifications } from './push-notifications';
import {
  isApiRequest,
  isImageRequest,
  isPhotoDownload,
  isPublicApiRead,
  isShareTarget,
  NAVIGATION_DENYLIST,
} from './request-kinds';
import { refreshSavedSetsPeriodically } from './saved-sets-sync';
import { receiveShare } from './share-target';
import { matchSavedPhoto } from '@device-catalogue/photo-store';

declare const self: ServiceWorkerGlobalScope;

const ONE_MONTH_SECONDS = 30 * 24 * 60 * 60;
const MAX_CACHED_IMAGES = 400;
const MAX_CACHED_API_ANSWERS = 300;

// The app shell (HTML, every JS/CSS chunk, icons, content art) works with no network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Photos shared from the phone's gallery (manifest share_target): kept for Add a Product, which opens with them.
registerRoute(
  ({ url }) => isShareTarget(url, self.location.origin),
  ({ request }) => receiveShare(request, self.location.origin),
  'POST',
);

// Every in-app navigation gets the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

// Public catalogue and content: the server's answer while it answers within seconds, the cached one otherwise.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isPublicApiRead(url),
  catalogueStrategy(CACHE_NAMES.api, [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: MAX_CACHED_API_ANSWERS,
      maxAgeSeconds: ONE_MONTH_SECONDS,
      purgeOnQuotaError: true,
    }),
    deviceCatalogueAnswers,
  ]),
);

// Photos never change under a name (uploads are content-addressed): a photo saved for offline first, then the
// runtime cache, capped in count and age. A download's own photo requests go to the network and are stored by it.
const cachedPhotos = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({
      maxEntries: MAX_CACHED_IMAGES,
      maxAgeSeconds: ONE_MONTH_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && isImageRequest(url, request.destination) && !isPhotoDownload(request.headers),
  async (options) => (await matchSavedPhoto(options.request.url)) ?? cachedPhotos.handle(options),
);

// Other API reads (personal ones) always go to the network; offline they get the JSON answer below.
registerRoute(({ url, request }) => request.method === 'GET' && isApiRequest(url), new NetworkOnly());

// Nothing cached and no network: an answer the app understands instead of a browser error.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'image') return offlineImageResponse();
  if (isApiRequest(new URL(request.url)) || request.url.endsWith('/blog.json')) return offlineApiResponse();
  return Response.error();
});

// The very first worker takes the open page at once, so what it shows next is cached. Later workers activate
// only when the page asks (below), so claiming never swaps code under a running page.
clientsClaim();

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter(isOutdatedRuntimeCache).map((name) => caches.delete(name)))),
  );
});

// A waiting worker takes over only when the page asks (the "Update available" prompt), so an open tab never
// changes under the user. waitUntil keeps this worker alive until it has taken over.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting());
});

// Writes waiting in the outbox go out when the browser says the connection is back (Background Sync).
sendOutboxOnSync();

// Notifications pushed by the server (Web Push), where the user allowed them.
showPushedNotifications();
// Sets saved for offline are brought up to date where the browser has Periodic Background Sync.
refreshSavedSetsPeriodically();
