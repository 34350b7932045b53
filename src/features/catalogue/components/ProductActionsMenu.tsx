import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import './product-actions-menu.css';

const LOGIN_REQUIRED = 'You need to login to perform this action';

/*
 * Wishlist and Report. Visitors are always signed out until the auth issue lands, so both prompt login (spec
 * section 8); the buying issue replaces the handlers with the real calls for signed-in users.
 */
export default function ProductActionsMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const requireLogin = () => {
    setOpen(false);
    toast.error(LOGIN_REQUIRED);
  };

  return (
    <div className="actions-menu" ref={rootRef}>
      <button
        type="button"
        className="actions-menu__trigger"
        aria-label="More actions"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <ul id={menuId} className="actions-menu__list">
          <li>
            <button type="button" className="actions-menu__item" onClick={requireLogin}>
              Wishlist
            </button>
          </li>
          <li>
            <button type="button" className="actions-menu__item" onClick={requireLogin}>
              Report
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
