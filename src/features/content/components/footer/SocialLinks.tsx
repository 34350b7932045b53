import { SOCIAL_LINKS } from '@/features/content/content-data/social-links';

/** The networks' logos are drawn in the text's colour through a mask, so they show in the server's paint too. */
export default function SocialLinks() {
  return (
    <ul className="social-links" aria-label="Shutterswap on social media">
      {SOCIAL_LINKS.map(({ network, href, icon }) => (
        <li key={network}>
          <a
            className="social-links__link"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Shutterswap on ${network} (opens in a new tab)`}
          >
            <span className="social-links__icon" style={{ maskImage: `url("${icon}")` }} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
