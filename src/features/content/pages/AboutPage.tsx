import { Link } from 'react-router-dom';
import SectionHeading from '../components/common/SectionHeading';
import { ABOUT_FIGURES, ABOUT_PROMISES, PROTECTION_POINTS } from '../content-data/about-copy';
import './about-page.css';

export default function AboutPage() {
  return (
    <div className="about-page">
      <SectionHeading
        id="about-title"
        level={1}
        eyebrow="Our story"
        title="Cameras deserve a second roll"
        lead="Shutterswap is the marketplace for used and vintage cameras, lenses and photo and video gear, run by people who still load film by hand."
      />

      <section className="about-page__story" aria-labelledby="about-story-title">
        <h2 id="about-story-title" className="about-page__heading">
          How it started
        </h2>
        <p>
          Shutterswap began at a folding table in a shared Brooklyn darkroom. Members kept asking the same thing: where
          do you buy a used camera without gambling on it? Auction sites were full of "untested, sold as is" listings,
          classifieds were full of strangers, and the good stuff went to whoever knew a guy.
        </p>
        <p>
          So we built a place where sellers are verified, condition is written down on one scale, and the money waits
          until the camera changes hands. Word spread from the darkroom to camera clubs, wedding shooters and film
          students. Today Shutterswap is where photographers sell the kit they have outgrown and find the one they have
          been saving for.
        </p>
        <p>
          Every camera that finds a new owner is one less in a drawer or a landfill. Together our community now
          recirculates more than 300,000 items per year: bodies, lenses, flashes, tripods and the odd darkroom enlarger.
        </p>
      </section>

      <ul className="about-page__figures" aria-label="Shutterswap in numbers">
        {ABOUT_FIGURES.map((figure) => (
          <li key={figure.label} className="about-page__figure">
            <span className="about-page__figure-value">{figure.value}</span>
            <span className="about-page__figure-label">{figure.label}</span>
          </li>
        ))}
      </ul>

      <section className="about-page__promise" aria-labelledby="about-promise-title">
        <h2 id="about-promise-title" className="about-page__heading">
          Our promise
        </h2>
        <ul className="about-page__promises">
          {ABOUT_PROMISES.map((promise) => (
            <li key={promise.title} className="about-page__promise-card">
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="protection" className="about-page__warranty" aria-labelledby="about-protection-title">
        <div>
          <h2 id="about-protection-title" className="about-page__heading">
            How your money is protected
          </h2>
          <p className="about-page__warranty-lead">
            Shutterswap gives no warranty of its own: items are sold by their sellers as described. What protects you is
            that the money waits for the hand-over.
          </p>
        </div>
        <ul className="about-page__warranty-points">
          {PROTECTION_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <section className="about-page__cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className="about-page__heading">
          Find your next camera, or pass one on
        </h2>
        <div className="about-page__cta-actions">
          <Link className="ss-button" to="/products">
            Browse the inventory
          </Link>
          <Link className="ss-button ss-button--ghost" to="/blog">
            Read our original content
          </Link>
        </div>
      </section>
    </div>
  );
}
