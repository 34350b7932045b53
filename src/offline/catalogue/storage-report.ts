import { photoUsage, readPhotoCapMb } from '@device-catalogue/photo-store';
import { countListings } from '@device-catalogue/device-listings';

export interface StorageReport {
  /** What the browser says this site uses and may use (navigator.storage.estimate()); null where it cannot say. */
  estimate: { usage: number; quota: number } | null;
  /** The photos saved for offline, and the cap they are kept under. */
  photoBytes: number;
  photoCount: number;
  capMb: number;
  /** Listings on this device, saved or seen: what an offline search looks through. */
  listings: number;
}

export async function readStorageReport(): Promise<StorageReport> {
  const [estimate, photos, capMb, listings] = await Promise.all([
    navigator.storage?.estimate?.().catch(() => null) ?? Promise.resolve(null),
    photoUsage(),
    readPhotoCapMb(),
    countListings(),
  ]);
  return {
    estimate:
      estimate?.usage !== undefined && estimate.quota !== undefined
        ? { usage: estimate.usage, quota: estimate.quota }
        : null,
    photoBytes: photos.bytes,
    photoCount: photos.photos,
    capMb,
    listings,
  };
}
