import { useEffect, useState } from 'react';
import ListPhoto from '@/components/ListPhoto';
import Price from '@/components/Price';
import { readQueuedPhoto, type QueuedWrite } from '@/offline/outbox/queued-writes';
import { usePhotoProgress, type PhotoProgress } from '@/offline/outbox/use-photo-progress';
import './waiting-listings.css';

interface WaitingListingsProps {
  entries: QueuedWrite<'listing'>[];
  onEdit: (entry: QueuedWrite<'listing'>) => void;
  onDiscard: (entry: QueuedWrite<'listing'>) => void;
}

/** The cover as the device has it: the file kept for upload, or the uploaded photo's thumbnail. */
function useCover(entry: QueuedWrite<'listing'>): string | null {
  const cover = entry.photos?.[0];
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const fileId = cover?.uploaded ? null : (cover?.fileId ?? null);
  useEffect(() => {
    if (!fileId) return undefined;
    let url: string | null = null;
    let current = true;
    void readQueuedPhoto(fileId).then((file) => {
      if (!file || !current) return;
      url = URL.createObjectURL(file);
      setFileUrl(url);
    });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId]);
  return cover?.uploaded?.thumbUrl ?? (fileId ? fileUrl : null);
}

function PhotoSteps({ entry, progress }: { entry: QueuedWrite<'listing'>; progress: PhotoProgress | null }) {
  const { photos } = entry;
  return (
    <ol className="waiting-listing__photos" aria-label="Photos">
      {photos.map((photo, index) => {
        const going = progress?.photo === index && !photo.uploaded;
        const percent = going ? Math.round(progress.fraction * 100) : 0;
        return (
          <li key={`${index}-${photo.name}`} className="waiting-listing__photo">
            <span className="waiting-listing__photo-name">
              Photo {index + 1} of {photos.length}
            </span>
            {photo.uploaded ? (
              <span className="waiting-listing__photo-state">Uploaded</span>
            ) : going ? (
              <>
                <progress max={100} value={percent} aria-label={`Uploading photo ${index + 1} of ${photos.length}`} />
                <span className="waiting-listing__photo-state">{percent}%</span>
              </>
            ) : (
              <span className="waiting-listing__photo-state">On this phone</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function statusOf(entry: QueuedWrite<'listing'>, progress: PhotoProgress | null): string {
  if (entry.state === 'refused') return `Could not be published: ${entry.refusal?.message ?? 'the server refused it.'}`;
  if (entry.state === 'sending') return progress ? 'Uploading photos…' : 'Publishing…';
  return 'Waiting to publish';
}

function WaitingListing({
  entry,
  onEdit,
  onDiscard,
}: { entry: QueuedWrite<'listing'> } & Omit<WaitingListingsProps, 'entries'>) {
  const listing = entry.display;
  const cover = useCover(entry);
  const progress = usePhotoProgress(entry.id);
  const sending = entry.state === 'sending';
  return (
    <li className={entry.state === 'refused' ? 'waiting-listing waiting-listing--refused' : 'waiting-listing'}>
      {cover ? (
        <ListPhoto src={cover} alt={listing.name} width={96} eager />
      ) : (
        <span className="list-photo waiting-listing__no-cover" aria-hidden="true" />
      )}
      <div className="waiting-listing__about">
        <h3 className="waiting-listing__name">{listing.name}</h3>
        <p className="waiting-listing__facts">
          <Price amount={listing.resellPrice} /> · {listing.category} · {listing.condition}
        </p>
        <p className="waiting-listing__status" role={entry.state === 'refused' ? 'alert' : 'status'}>
          {statusOf(entry, progress)}
        </p>
        {entry.photos.length > 0 && entry.state !== 'refused' ? <PhotoSteps entry={entry} progress={progress} /> : null}
      </div>
      <div className="waiting-listing__actions">
        <button
          type="button"
          className="ss-button ss-button--ghost"
          aria-label={`Edit ${listing.name}`}
          disabled={sending}
          onClick={() => onEdit(entry)}
        >
          Edit
        </button>
        <button
          type="button"
          className="ss-button ss-button--ghost waiting-listing__discard"
          aria-label={`Discard ${listing.name}`}
          disabled={sending}
          onClick={() => onDiscard(entry)}
        >
          Discard
        </button>
      </div>
    </li>
  );
}

/**
 * Listings added on this phone that the server does not have yet: waiting for the connection, being published
 * (each photo's progress), or refused with the reason; each can be edited or discarded until it is published.
 */
export default function WaitingListings({ entries, onEdit, onDiscard }: WaitingListingsProps) {
  if (entries.length === 0) return null;
  return (
    <section className="waiting-listings" aria-labelledby="waiting-listings-title">
      <h2 id="waiting-listings-title" className="waiting-listings__title">
        Waiting to publish
      </h2>
      <p className="waiting-listings__intro">
        Saved on this phone. They are published by themselves once the connection returns, photos first.
      </p>
      <ul className="waiting-listings__list">
        {entries.map((entry) => (
          <WaitingListing key={entry.id} entry={entry} onEdit={onEdit} onDiscard={onDiscard} />
        ))}
      </ul>
    </section>
  );
}
