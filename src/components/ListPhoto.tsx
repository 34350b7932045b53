import './list-photo.css';

interface ListPhotoProps {
  src: string;
  /** Empty when the listing's name is written beside the photo. */
  alt?: string;
  /** In CSS pixels; the photo is 4:3, cropped to fill. */
  width: number;
  /** Above the fold (the order page's own photo): loaded at once rather than lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * A listing's photo in a row or a card of a list: My Orders, Orders Received, the order page, Waiting to publish,
 * My Products, Reported items.
 */
export default function ListPhoto({ src, alt = '', width, eager = false, className }: ListPhotoProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={(width * 3) / 4}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      className={className ? `list-photo ${className}` : 'list-photo'}
    />
  );
}
