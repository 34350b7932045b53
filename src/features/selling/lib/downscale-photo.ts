import { canSendAsIs, downscaledSize, DOWNSCALED_JPEG_QUALITY, type PixelSize } from './downscaled-size';

function jpegName(name: string): string {
  return `${name.replace(/\.[^./]+$/, '') || 'photo'}.jpg`;
}

async function encodeJpeg(bitmap: ImageBitmap, { width, height }: PixelSize): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: DOWNSCALED_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))),
      'image/jpeg',
      DOWNSCALED_JPEG_QUALITY,
    ),
  );
}

/**
 * A big phone photo made upload-sized in the browser: turned upright from its EXIF orientation, its longest side
 * at most 2000 px, re-encoded as JPEG. Small photos, and files the browser cannot decode (the server then says
 * why it refuses them), are sent unchanged. The server strips what EXIF remains either way.
 */
export async function downscalePhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    if (canSendAsIs(original, file.size, file.type)) return file;
    const blob = await encodeJpeg(bitmap, downscaledSize(original));
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
