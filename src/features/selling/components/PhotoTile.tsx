import type { DragEvent } from 'react';
import type { ListingPhoto } from '../lib/photo-list';

interface PhotoTileProps {
  photo: ListingPhoto;
  index: number;
  count: number;
  onMove: (toIndex: number) => void;
  onRemove: () => void;
  onRetry: () => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
}

function UploadState({ photo }: { photo: ListingPhoto }) {
  if (photo.status === 'preparing') return <p className="photo-tile__state">Preparing…</p>;
  if (photo.status === 'uploading') {
    const percent = Math.round(photo.progress * 100);
    return (
      <div className="photo-tile__state">
        <progress className="photo-tile__progress" max={100} value={percent} aria-label={`Uploading ${photo.label}`} />
        <span aria-hidden="true">{percent}%</span>
      </div>
    );
  }
  if (photo.status === 'kept') {
    return <p className="photo-tile__state photo-tile__state--kept">On this phone: uploads when you&apos;re online</p>;
  }
  return null;
}

/** One photo of the listing: preview, cover badge, upload progress or failure, and its buttons. */
export default function PhotoTile({
  photo,
  index,
  count,
  onMove,
  onRemove,
  onRetry,
  onDragStart,
  onDrop,
}: PhotoTileProps) {
  const position = `photo ${index + 1} of ${count}`;
  const failed = photo.status === 'failed';
  return (
    <li
      className={failed ? 'photo-tile photo-tile--failed' : 'photo-tile'}
      draggable
      onDragStart={onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      aria-label={index === 0 ? `Cover photo, ${position}` : position}
      data-status={photo.status}
      data-photo-id={photo.id}
    >
      <div className="photo-tile__frame">
        <img src={photo.previewUrl} alt={`Listing ${position}: ${photo.label}`} className="photo-tile__image" />
        {index === 0 ? <span className="photo-tile__cover">Cover</span> : null}
        {photo.status === 'uploaded' ? (
          <span className="photo-tile__done" aria-label="Uploaded" role="img">
            ✓
          </span>
        ) : null}
        <button type="button" className="photo-tile__remove" aria-label={`Remove ${position}`} onClick={onRemove}>
          ×
        </button>
      </div>
      <UploadState photo={photo} />
      {failed ? (
        <div className="photo-tile__failure" role="alert">
          <p className="photo-tile__error">{photo.error}</p>
          <button
            type="button"
            className="ss-button photo-tile__retry"
            aria-label={`Retry uploading ${position}`}
            onClick={onRetry}
          >
            Retry
          </button>
        </div>
      ) : null}
      <div className="photo-tile__order">
        <button
          type="button"
          className="photo-tile__move"
          data-move="left"
          aria-label={`Move ${position} left`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ←
        </button>
        <button
          type="button"
          className="photo-tile__move"
          data-move="right"
          aria-label={`Move ${position} right`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          →
        </button>
      </div>
    </li>
  );
}
