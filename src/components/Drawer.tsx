import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './drawer.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's accessible name. */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A panel that slides in from the left edge over the page (the phone's menus). A native <dialog> opened with
 * showModal(): focus stays inside, Escape and the backdrop close it, and no overlay framework comes with it.
 */
export default function Drawer({ open, onClose, label, children, className }: DrawerProps) {
  const dialogRef = useModalDialog(open);
  return (
    <dialog
      ref={dialogRef}
      className={className ? `drawer ${className}` : 'drawer'}
      aria-label={label}
      // Escape closes the native dialog; tell the owner so its state agrees.
      onClose={() => open && onClose()}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {children}
    </dialog>
  );
}
