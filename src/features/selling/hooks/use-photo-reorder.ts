import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { ListingPhotos } from './use-listing-photos';

type MoveFocus = { id: string; direction: 'left' | 'right' };

/**
 * Moving the listing's photos, by dragging a tile onto another (desktop) or with a tile's arrows (phones,
 * keyboards): the focus stays on the moved tile's arrow and the new position is announced. `onChange` is called
 * after each move.
 */
export function usePhotoReorder({ photos: list, move }: ListingPhotos, onChange: () => void) {
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const moveFocus = useRef<MoveFocus | null>(null);

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

  const moveTo = (photoId: string, fromIndex: number, toIndex: number) => {
    move(photoId, toIndex);
    moveFocus.current = { id: photoId, direction: toIndex < fromIndex ? 'left' : 'right' };
    setAnnouncement(`Moved to position ${toIndex + 1} of ${list.length}${toIndex === 0 ? ', now the cover' : ''}.`);
    onChange();
  };

  const dragStart = (event: DragEvent<HTMLLIElement>, photoId: string) => {
    dragged.current = photoId;
    event.dataTransfer.effectAllowed = 'move';
  };

  const drop = (event: DragEvent<HTMLLIElement>, toIndex: number) => {
    event.preventDefault();
    const photoId = dragged.current;
    dragged.current = null;
    const fromIndex = list.findIndex((photo) => photo.id === photoId);
    if (photoId && fromIndex >= 0 && fromIndex !== toIndex) moveTo(photoId, fromIndex, toIndex);
  };

  return { listRef, announcement, moveTo, dragStart, drop };
}
