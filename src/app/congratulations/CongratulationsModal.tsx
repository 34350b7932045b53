import { useEffect, useRef } from 'react';
import ConfettiAperture from './ConfettiAperture';
import { hasSeenCongratulations, markCongratulationsSeen } from './congratulations-seen';
import './congratulations-modal.css';

/*
 * The spec's app-wide joke promotion. A native <dialog> opened with showModal() traps focus, closes on
 * Escape and is announced as a modal, without pulling an overlay framework into the first page.
 */
export default function CongratulationsModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || hasSeenCongratulations()) return;
    dialog.showModal();
    const remember = () => markCongratulationsSeen();
    dialog.addEventListener('close', remember);
    return () => dialog.removeEventListener('close', remember);
  }, []);

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
