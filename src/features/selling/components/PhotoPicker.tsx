import type { ChangeEvent } from 'react';
import { MAX_PHOTOS_PER_LISTING } from '@contract/images';
import FilePickerButton from '@/components/FilePickerButton';
import type { ListingPhotos } from '../hooks/use-listing-photos';
import { usePhotoReorder } from '../hooks/use-photo-reorder';
import PhotoTile from './PhotoTile';

interface PhotoPickerProps {
  id: string;
  photos: ListingPhotos;
  error: string | undefined;
  /** Called after any change, so an old message about the photos can go. */
  onChange: () => void;
}

/**
 * Up to six photos from the camera roll or the camera, uploaded as soon as they are chosen. Reordered by
 * dragging (desktop) or with the arrow buttons (phones, keyboards); the first photo is the cover.
 */
export default function PhotoPicker({ id, photos, error, onChange }: PhotoPickerProps) {
  const { photos: list, limitNotice, addFiles, retry, remove } = photos;
  const { listRef, announcement, moveTo, dragStart, drop } = usePhotoReorder(photos, onChange);
  const full = list.length >= MAX_PHOTOS_PER_LISTING;
  const messageId = `${id}-message`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
    onChange();
  };

  return (
    <fieldset
      className="listing-photos"
      aria-describedby={`${messageId} ${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="listing-section__title">
        Photos{' '}
        <span className="listing-photos__count">
          {list.length} of {MAX_PHOTOS_PER_LISTING}
        </span>
      </legend>
      <p id={`${id}-hint`} className="listing-photos__hint">
        The first photo is the cover. Drag photos to reorder them, or use the arrows.
      </p>
      <div className="listing-photos__pickers">
        <FilePickerButton id={id} accept="image/*" multiple disabled={full} onChange={choose}>
          Choose photos
        </FilePickerButton>
        <FilePickerButton ghost accept="image/*" capture="environment" disabled={full} onChange={choose}>
          Take photo
        </FilePickerButton>
      </div>
      {list.length > 0 ? (
        <ol ref={listRef} className="listing-photos__list">
          {list.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={list.length}
              onMove={(toIndex) => moveTo(photo.id, index, toIndex)}
              onRemove={() => {
                remove(photo.id);
                onChange();
              }}
              onRetry={() => retry(photo.id)}
              onDragStart={(event) => dragStart(event, photo.id)}
              onDrop={(event) => drop(event, index)}
            />
          ))}
        </ol>
      ) : (
        <div className="listing-photos__empty" aria-hidden="true">
          <svg
            className="listing-photos__empty-icon"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M4 8h3l1.6-2.4h6.8L17 8h3v11H4z" strokeLinejoin="round" />
            <circle cx="12" cy="13.2" r="3.6" />
          </svg>
          Add clear photos of the item from every side, and of any marks.
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {limitNotice ? (
        <p className="listing-photos__notice" role="status">
          {limitNotice}
        </p>
      ) : null}
      <p id={messageId} className="form-field__message">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
