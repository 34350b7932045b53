import path from 'node:path';
import type { ProductImage } from '@contract/catalogue.ts';
import { productPhotoSvg } from './art/compose-product-photo.ts';
import type { CatalogueListing } from './catalogue.ts';
import { listingPhotoSpec } from './listing-photo-spec.ts';
import { renderSvgToWebp } from './render-webp.ts';
import { mapWithConcurrency } from './run-with-concurrency.ts';

/** Folder under the uploads directory (served at /uploads) that holds the seeded pictures. */
export const DEMO_UPLOADS_FOLDER = 'demo';

const DISPLAY = { width: 1200, height: 900, quality: 78 };
const THUMBNAIL = { width: 480, height: 360, quality: 70 };
const PARALLEL_RENDERS = 4;

type PhotoJob = {
  listing: CatalogueListing;
  variant: number;
  image: ProductImage;
  displayFile: string;
  thumbFile: string;
};

function photoJobs(listings: readonly CatalogueListing[], uploadsDir: string): PhotoJob[] {
  return listings.flatMap((listing) =>
    Array.from({ length: listing.photoCount }, (_, index) => {
      const base = `${listing.slug}-${index + 1}`;
      return {
        listing,
        variant: index,
        image: {
          url: `/uploads/${DEMO_UPLOADS_FOLDER}/${base}.webp`,
          thumbUrl: `/uploads/${DEMO_UPLOADS_FOLDER}/${base}-thumb.webp`,
        },
        displayFile: path.join(uploadsDir, DEMO_UPLOADS_FOLDER, `${base}.webp`),
        thumbFile: path.join(uploadsDir, DEMO_UPLOADS_FOLDER, `${base}-thumb.webp`),
      };
    }),
  );
}

function imagesBySlugOf(jobs: readonly PhotoJob[]): Map<string, ProductImage[]> {
  const imagesBySlug = new Map<string, ProductImage[]>();
  for (const job of jobs) {
    imagesBySlug.set(job.listing.slug, [...(imagesBySlug.get(job.listing.slug) ?? []), job.image]);
  }
  return imagesBySlug;
}

/** The public URLs of every listing's pictures, cover first, without drawing anything. */
export function listingImages(listings: readonly CatalogueListing[]): Map<string, ProductImage[]> {
  return imagesBySlugOf(photoJobs(listings, ''));
}

export type GeneratedPhotos = { imagesBySlug: Map<string, ProductImage[]>; total: number; rendered: number };

/** Draws every listing's 1-3 studio shots (display + thumbnail WebP), skipping files already on disk. */
export async function generateListingPhotos(
  listings: readonly CatalogueListing[],
  uploadsDir: string,
): Promise<GeneratedPhotos> {
  const jobs = photoJobs(listings, uploadsDir);
  const renderedFlags = await mapWithConcurrency(jobs, PARALLEL_RENDERS, (job) =>
    renderSvgToWebp(
      () => productPhotoSvg(listingPhotoSpec(job.listing, job.variant)),
      [
        { file: job.displayFile, ...DISPLAY },
        { file: job.thumbFile, ...THUMBNAIL },
      ],
    ),
  );
  return { imagesBySlug: imagesBySlugOf(jobs), total: jobs.length, rendered: renderedFlags.filter(Boolean).length };
}
