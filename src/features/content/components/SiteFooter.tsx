import { useId } from 'react';
import ContactDetails from './footer/ContactDetails';
import FooterLinkColumns from './footer/FooterLinkColumns';
import FooterMap from './footer/FooterMap';
import FooterNewsletter from './footer/FooterNewsletter';
import SocialLinks from './footer/SocialLinks';
import './footer/site-footer.css';

export default function SiteFooter() {
  // Ionic keeps the previous page (and its footer) mounted, so ids must be unique per instance.
  const contactTitleId = useId();
  const mapTitleId = useId();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <FooterNewsletter />
        <div className="site-footer__grid">
          <section className="site-footer__about" aria-labelledby={contactTitleId}>
            <p className="site-footer__brand">Shutterswap</p>
            <p className="site-footer__pitch">
              The marketplace for pre-owned cameras, lenses and film gear, where the card is charged only at the
              hand-over.
            </p>
            <h2 id={contactTitleId} className="site-footer__heading">
              Contact
            </h2>
            <ContactDetails />
            <SocialLinks />
          </section>
          <FooterLinkColumns />
          <section className="site-footer__map" aria-labelledby={mapTitleId}>
            <h2 id={mapTitleId} className="site-footer__heading">
              Visit the counter
            </h2>
            <FooterMap />
          </section>
        </div>
        <p className="site-footer__legal">© {new Date().getFullYear()} Shutterswap. Cameras deserve a second roll.</p>
      </div>
    </footer>
  );
}
