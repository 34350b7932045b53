import { useModalDialog } from '@/components/use-modal-dialog';
import NewsletterModalForm from './NewsletterModalForm';
import './newsletter-modal.css';

interface NewsletterModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** A native modal <dialog>: focus is trapped, Escape closes it, and no overlay library is loaded. */
export default function NewsletterModal({ isOpen, onClose }: NewsletterModalProps) {
  const dialog = useModalDialog(isOpen);

  return (
    <dialog
      ref={dialog}
      className="newsletter-modal"
      aria-labelledby="newsletter-modal-title"
      aria-describedby="newsletter-modal-lead"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="newsletter-modal__body">
        <h2 id="newsletter-modal-title" className="newsletter-modal__title">
          Film restock alerts
        </h2>
        <p id="newsletter-modal-lead" className="newsletter-modal__lead">
          Leave your name and email and we'll write the moment fresh 35mm and 120mm stock lands.
        </p>
        {isOpen ? <NewsletterModalForm onSubscribed={onClose} onClose={onClose} /> : null}
      </div>
    </dialog>
  );
}
