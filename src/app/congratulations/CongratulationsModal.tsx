import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hasShownCongratulations, markCongratulationsShown } from '@/lib/congratulations-shown';
import ConfettiAperture from './ConfettiAperture';
import './congratulations-modal.css';

/** The one page it may open on: reading the blog, where nothing is bought, paid, sold or signed. */
export const CONGRATULATIONS_PATH = '/blog';

/*
 * The spec's joke promotion, kept out of everything a visitor needs: it opens once per device when they go to the
 * blog from another page, never on the page a visit lands on, never on a payment, an order, a listing or a form
 * (it once covered the receipt right after a first payment: the classic scam pop-up, on the money screen).
 * A native <dialog> opened with showModal() traps focus, closes on Escape and is announced as a modal, without
 * pulling an overlay framework into the first page.
 */
export default function CongratulationsModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const landingKey = useRef(location.key);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (location.pathname !== CONGRATULATIONS_PATH || location.key === landingKey.current) return;
    if (!dialog || dialog.open || hasShownCongratulations()) return;
    markCongratulationsShown();
    dialog.showModal();
  }, [location]);

  return (
    <dialog
      ref={dialogRef}
      className="congrats"
      aria-labelledby="congrats-title"
      aria-describedby="congrats-text"
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its children.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      <form method="dialog" className="congrats__body">
        <ConfettiAperture />
        <h2 id="congrats-title" className="congrats__title">
          Congratulations!
        </h2>
        <p id="congrats-text" className="congrats__text">
          You are today&apos;s one-millionth visitor. Your prize: browsing the best pre-loved cameras on the internet,
          completely free. (It&apos;s always free. But still — congratulations.)
        </p>
        <button type="submit" className="ss-button congrats__button" autoFocus>
          Yay
        </button>
      </form>
    </dialog>
  );
}
