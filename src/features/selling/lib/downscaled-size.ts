/** Phone photos are sent at most this long on their longest side: plenty for a listing, a fraction of the bytes. */
export const MAX_PHOTO_LONG_SIDE = 2000;
/** A photo already this small (and a JPEG, PNG or WebP within the size) is sent as it is. */
export const SEND_AS_IS_MAX_BYTES = 1.5 * 1024 * 1024;
export const DOWNSCALED_JPEG_QUALITY = 0.85;

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size a photo is drawn at before upload: the same proportions, its longest side at most `maxLongSide`,
 * never enlarged, never below one pixel.
 */
export function downscaledSize({ width, height }: PixelSize, maxLongSide = MAX_PHOTO_LONG_SIDE): PixelSize {
  if (!(width > 0) || !(height > 0)) throw new RangeError('A photo has a positive width and height');
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const WEB_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Whether re-encoding would only cost quality: small in pixels and bytes, and a type every browser shows. */
export function canSendAsIs(size: PixelSize, bytes: number, type: string, maxLongSide = MAX_PHOTO_LONG_SIDE) {
  return Math.max(size.width, size.height) <= maxLongSide && bytes <= SEND_AS_IS_MAX_BYTES && WEB_IMAGE_TYPES.has(type);
}
