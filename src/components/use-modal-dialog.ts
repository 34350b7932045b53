import { useEffect, useRef } from 'react';

/**
 * Shows a native <dialog> as a modal while `open` (showModal(): focus trapped, Escape closes it, no overlay
 * framework on the first page) and closes it when `open` turns false. Put the returned ref on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return dialogRef;
}
