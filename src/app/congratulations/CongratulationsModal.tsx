import { useEffect, useRef } from 'react';
import { hasCelebratedFirstPayment, markFirstPaymentCelebrated, onFirstPayment } from '@/lib/first-payment-celebration';
import ConfettiAperture from './ConfettiAperture';
import './congratulations-modal.css';

/*
 * The spec's app-wide joke promotion, mounted everywhere but opened only after a buyer's first successful payment
 * on this device (src/lib/first-payment-celebration.ts), never on a first visit. A native <dialog> opened with
 * showModal() traps focus, closes on Escape and is announced as a modal, without pulling an overlay framework
 * into the first page.
 */
export default function CongratulationsModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(
    () =>
      onFirstPayment(() => {
        const dialog = dialogRef.current;
        if (!dialog || dialog.open || hasCelebratedFirstPayment()) return;
        markFirstPaymentCelebrated();
        dialog.showModal();
      }),
    [],
  );

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
