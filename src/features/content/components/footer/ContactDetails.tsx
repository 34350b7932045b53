import { CONTACT } from '@/features/content/content-data/contact';

export default function ContactDetails() {
  return (
    <address className="contact-details">
      <span className="contact-details__line">Shutterswap HQ &amp; studio</span>
      <span className="contact-details__line">{CONTACT.streetAddress}</span>
      <span className="contact-details__line">{CONTACT.locality}</span>
      <a className="contact-details__link" href={CONTACT.phoneHref}>
        {CONTACT.phoneDisplay}
      </a>
      <a className="contact-details__link" href={`mailto:${CONTACT.email}`}>
        {CONTACT.email}
      </a>
    </address>
  );
}
