import { useId } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  /** The spec's question, e.g. "Are you sure you want to delete this buyer?" */
  question: string;
  detail?: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A third, safe way out beside Cancel and the confirm action (e.g. "Keep and send later"). */
  alternative?: { label: string; onSelect: () => void };
}

/** A modal confirmation (native <dialog>: focus trapped, Escape cancels), opened on the safe choice. */
export default function ConfirmDialog({
  open,
  question,
  detail,
  confirmLabel,
  onConfirm,
  onCancel,
  alternative,
}: ConfirmDialogProps) {
  const dialogRef = useModalDialog(open);
  // Ionic keeps earlier pages mounted, so ids must be unique per instance, not per component.
  const questionId = useId();
  const detailId = useId();

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={questionId}
      aria-describedby={detail ? detailId : undefined}
      onClose={() => open && onCancel()}
    >
      <div className="confirm-dialog__body">
        <h2 id={questionId} className="confirm-dialog__question">
          {question}
        </h2>
        {detail ? (
          <p id={detailId} className="confirm-dialog__detail">
            {detail}
          </p>
        ) : null}
        <div className="confirm-dialog__actions">
          <button type="button" className="ss-button ss-button--ghost" onClick={onCancel} autoFocus>
            Cancel
          </button>
          {alternative ? (
            <button type="button" className="ss-button ss-button--ghost" onClick={alternative.onSelect}>
              {alternative.label}
            </button>
          ) : null}
          <button type="button" className="ss-button confirm-dialog__confirm" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
