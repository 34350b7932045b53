import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { MAX_PHOTOS_PER_LISTING } from '@contract/images';
import FilePickerButton from '@/components/FilePickerButton';
import type { ListingPhotos } from '../hooks/use-listing-photos';
import PhotoTile from './PhotoTile';

interface PhotoPickerProps {
  id: string;
  photos: ListingPhotos;
  error: string | undefined;
  /** Called after any change, so an old message about the photos can go. */
  onChange: () => void;
}

type MoveFocus = { id: string; direction: 'left' | 'right' };

/**
 * Up to six photos from the camera roll or the camera, uploaded as soon as they are chosen. Reordered by
 * dragging (desktop) or with the arrow buttons (phones, keyboards); the first photo is the cover.
 */
export default function PhotoPicker({ id, photos, error, onChange }: PhotoPickerProps) {
  const { photos: list, limitNotice, addFiles, retry, remove, move } = photos;
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const moveFocus = useRef<MoveFocus | null>(null);
  const full = list.length >= MAX_PHOTOS_PER_LISTING;
  const messageId = `${id}-message`;

  // A moved tile is re-inserted in the page, which drops the focus: it goes back to the same arrow (or the other
  // one when the photo reached an end).
  useEffect(() => {
    const pending = moveFocus.current;
    if (!pending || !listRef.current) return;
    moveFocus.current = null;
    const tile = listRef.current.querySelector(`[data-photo-id="${CSS.escape(pending.id)}"]`);
    const preferred = tile?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(`[data-move]:not([data-move="${pending.direction}"])`);
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  }, [list]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
    onChange();
  };

  const moveTo = (photoId: string, fromIndex: number, toIndex: number) => {
    move(photoId, toIndex);
    moveFocus.current = { id: photoId, direction: toIndex < fromIndex ? 'left' : 'right' };
    setAnnouncement(`Moved to position ${toIndex + 1} of ${list.length}${toIndex === 0 ? ', now the cover' : ''}.`);
    onChange();
  };

  const drop = (event: DragEvent<HTMLLIElement>, toIndex: number) => {
    event.preventDefault();
    const photoId = dragged.current;
    dragged.current = null;
    const fromIndex = list.findIndex((photo) => photo.id === photoId);
    if (photoId && fromIndex >= 0 && fromIndex !== toIndex) moveTo(photoId, fromIndex, toIndex);
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
              onDragStart={(event) => {
                dragged.current = photo.id;
                event.dataTransfer.effectAllowed = 'move';
              }}
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
