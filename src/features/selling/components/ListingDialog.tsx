import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@/components/use-modal-dialog';
import './edit-listing-dialog.css';

interface ListingDialogProps {
  /** The dialog's heading while open; null closes it. */
  title: string | null;
  onClose: () => void;
  children: ReactNode;
}

/** A listing's form in a full-screen modal dialog, under a sticky heading with a close button (Update, Edit). */
export default function ListingDialog({ title, onClose, children }: ListingDialogProps) {
  const dialogRef = useModalDialog(title !== null);
  const titleId = useId();
  return (
    <dialog ref={dialogRef} className="edit-listing" aria-labelledby={titleId} onClose={() => title && onClose()}>
      {title !== null ? (
        <div className="edit-listing__body">
          <header className="edit-listing__header">
            <h2 id={titleId} className="edit-listing__title">
              {title}
            </h2>
            <button type="button" className="edit-listing__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
