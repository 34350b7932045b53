import { useEffect, useId, useRef } from 'react';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  detail?: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question (native <dialog>: focus stays inside, Escape cancels), opened on the safe choice. */
export default function ConfirmDialog({
  open,
  question,
  detail,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  const detailId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="buying-confirm"
      role="alertdialog"
      aria-labelledby={questionId}
      aria-describedby={detail ? detailId : undefined}
      onClose={() => open && onCancel()}
    >
      <h2 id={questionId} className="buying-confirm__question">
        {question}
      </h2>
      {detail ? (
        <p id={detailId} className="buying-confirm__detail">
          {detail}
        </p>
      ) : null}
      <div className="buying-confirm__actions">
        <button type="button" className="ss-button ss-button--ghost" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="ss-button buying-confirm__confirm" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
