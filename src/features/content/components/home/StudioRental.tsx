import Price from '@/components/Price';
import { STUDIO_FEATURES, STUDIO_HOURLY_RATE } from '@/features/content/content-data/studio-photos';
import SectionHeading from '../common/SectionHeading';
import StudioSlider from './StudioSlider';
import './home-section.css';
import './studio-rental.css';

export default function StudioRental() {
  return (
    <section className="home-section studio-rental" aria-labelledby="studio-title">
      <div className="studio-rental__copy">
        <SectionHeading
          id="studio-title"
          eyebrow="Brooklyn studio"
          title="Studio Space Rental"
          lead="Test the camera you just bought, shoot a portfolio or a product launch. Our daylight studio is yours by the hour, lights included."
        />
        <p className="studio-rental__rate">
          <Price amount={STUDIO_HOURLY_RATE} className="studio-rental__price" />
          /hour
        </p>
        <ul className="studio-rental__features">
          {STUDIO_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <a className="ss-button" href="mailto:studio@shutterswap.com?subject=Studio%20booking">
          Book a session
        </a>
      </div>
      <StudioSlider />
    </section>
  );
}
