import type { Product } from '@contract/catalogue';

/** A listing's photos; an older listing without a photo list has its one cover. */
export function galleryImages(product: Product): Product['images'] {
  return product.images.length > 0 ? product.images : [{ url: product.img, thumbUrl: product.thumb }];
}

export function photoAlt(product: Product, index: number, count: number): string {
  return `${product.name}, photo ${index + 1} of ${count}`;
}
