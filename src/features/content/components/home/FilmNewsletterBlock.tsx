import { useState } from 'react';
import NewsletterModal from '../newsletter/NewsletterModal';
import './home-section.css';
import './film-newsletter-block.css';

const FILM_FORMATS = [
  { format: '35mm', note: 'Colour negative, black & white and slide, in 24 and 36 exposures' },
  { format: '120mm', note: 'Medium-format rolls for your Hasselblad, Mamiya or Holga' },
] as const;

export default function FilmNewsletterBlock() {
  const [isModalOpen, setModalOpen] = useState(false);

  return (
    <section className="home-section film-block" aria-labelledby="film-title">
      <div className="film-block__copy">
        <p className="film-block__eyebrow">Restocks sell out in days</p>
        <h2 id="film-title" className="film-block__title">
          Looking to buy film?
        </h2>
        <p className="film-block__lead">
          We hunt down fresh stock from labs and distributors. Get a heads-up the moment it lands, before it is gone
          again.
        </p>
        <button type="button" className="ss-button film-block__cta" onClick={() => setModalOpen(true)}>
          Keep Me Updated
        </button>
      </div>
      <ul className="film-block__formats">
        {FILM_FORMATS.map(({ format, note }) => (
          <li key={format} className="film-block__format">
            <span className="film-block__format-name">{format}</span>
            <span className="film-block__format-note">{note}</span>
          </li>
        ))}
      </ul>
      <NewsletterModal isOpen={isModalOpen} onClose={() => setModalOpen(false)} />
    </section>
  );
}
