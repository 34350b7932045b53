import { Link } from 'react-router-dom';
import { HERO_TAGLINES } from '@/features/content/content-data/taglines';
import TypedTaglines from './TypedTaglines';
import './hero-section.css';

const TRUST_POINTS = ['Verified sellers marked', 'Charged only at the hand-over', 'Works offline'] as const;

export default function HeroSection() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">Used &amp; vintage cameras, lenses and film gear</p>
          <h1 id="home-hero-title" className="home-hero__title">
            <TypedTaglines taglines={HERO_TAGLINES} />
          </h1>
          <p className="home-hero__lead">
            Sellers an admin has verified carry a badge on every listing, and your card is charged only when the Leica
            you fell for is in your hands. Sell the kit you no longer shoot straight from your phone.
          </p>
          <div className="home-hero__actions">
            <Link to="/products" className="ss-button home-hero__cta">
              Browse the inventory
            </Link>
            <Link to="/dashboard/add-product" className="ss-button ss-button--ghost home-hero__cta">
              Sell your gear
            </Link>
          </div>
          <ul className="home-hero__trust" aria-label="Why buy here">
            {TRUST_POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className="home-hero__art">
          <img
            src="/content/hero-camera.svg"
            alt="A vintage rangefinder camera with a fast prime lens"
            width={560}
            height={440}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}
