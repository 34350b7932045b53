import { availabilityAnswerSchema, offlineCataloguePageSchema } from '@contract/search';
import { request } from '@/lib/http';
import type { CatalogueTransport } from '@device-catalogue/download-set';
import { PHOTO_DOWNLOAD_HEADER } from '@device-catalogue/photo-store';

/** The page reaches the server with the signed-in user's token, so saved listings carry the seller's contact. */
export const pageTransport: CatalogueTransport = {
  page: (params, signal) =>
    request('GET', `/api/offline-catalogue?${params.toString()}`, { schema: offlineCataloguePageSchema, signal }),
  availability: (ids, signal) =>
    request('POST', '/api/offline-catalogue/availability', { body: { ids }, schema: availabilityAnswerSchema, signal }),
  photo: (url, signal) => fetch(url, { headers: { [PHOTO_DOWNLOAD_HEADER]: '1' }, signal }),
};
