import { logoFacebook, logoInstagram, logoPinterest, logoX, logoYoutube } from 'ionicons/icons';

export interface SocialLink {
  network: string;
  href: string;
  icon: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Instagram', href: 'https://www.instagram.com/', icon: logoInstagram },
  { network: 'Facebook', href: 'https://www.facebook.com/', icon: logoFacebook },
  { network: 'YouTube', href: 'https://www.youtube.com/', icon: logoYoutube },
  { network: 'X', href: 'https://x.com/', icon: logoX },
  { network: 'Pinterest', href: 'https://www.pinterest.com/', icon: logoPinterest },
];
