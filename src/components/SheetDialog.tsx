import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './sheet-dialog.css';

interface SheetDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal that rises from the bottom as a sheet on phones and is a centred panel on wider screens. A native
 * <dialog> opened with showModal(): focus is trapped, Escape and the backdrop close it, and no overlay framework
 * is pulled into the first page.
 */
export default function SheetDialog({ open, onClose, title, children, footer, className }: SheetDialogProps) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      className={className ? `sheet-dialog ${className}` : 'sheet-dialog'}
      aria-labelledby={titleId}
      // Escape closes the native dialog; tell the owner so its state agrees.
      onClose={() => open && onClose()}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="sheet-dialog__frame">
        <header className="sheet-dialog__header">
          <h2 id={titleId} className="sheet-dialog__title">
            {title}
          </h2>
          <button type="button" className="sheet-dialog__close" onClick={onClose}>
            Close
          </button>
        </header>
        {/* Focusable so a keyboard can scroll a long body (help text has no control to land on). */}
        <div className="sheet-dialog__body" role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </div>
        {footer ? <footer className="sheet-dialog__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
