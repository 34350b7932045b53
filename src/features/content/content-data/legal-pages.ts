/** A legal page: short, plain and true of this demo marketplace as it is built. */
export interface LegalPage {
  path: '/terms' | '/privacy' | '/cookies';
  title: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

export const LEGAL_PAGES: readonly LegalPage[] = [
  {
    path: '/terms',
    title: 'Terms of use',
    sections: [
      {
        heading: 'What Shutterswap is',
        paragraphs: [
          'Shutterswap is a demonstration marketplace where people buy and sell used camera gear from each other. Shutterswap does not own, inspect, store or ship the items: the seller describes the item and the buyer checks it at the meeting.',
          'Payments run in a sandbox: no real card is charged.',
        ],
      },
      {
        heading: 'How a deal works',
        paragraphs: [
          'A buyer asks to buy an item; the seller accepts or declines. Once accepted, the buyer pays: the card is only authorised, and the item is reserved for them.',
          "At the meeting the buyer enters the code shown on the seller's phone; only then is the payment taken. If the item is not handed over within 7 days, the hold is released and the order cancelled.",
          'If a deal goes wrong, either side can open a dispute on the order. An admin then releases the payment to the seller or refunds the buyer.',
        ],
      },
      {
        heading: 'Sellers',
        paragraphs: [
          "Sellers describe and grade their items honestly and keep their listings up to date. A Verified badge means an admin has checked the seller's account; it is not a guarantee of any item. Only verified sellers can advertise a listing.",
        ],
      },
      {
        heading: 'What is not allowed',
        paragraphs: [
          'Stolen, counterfeit or misdescribed items, and abuse of other members. Anyone can report a listing; admins remove listings and accounts that break these rules.',
        ],
      },
      {
        heading: 'No warranty',
        paragraphs: [
          'Items are sold by their sellers as described. Shutterswap gives no warranty of its own on any item; the protection it offers is the hold on the card until the hand-over, and the dispute.',
        ],
      },
    ],
  },
  {
    path: '/privacy',
    title: 'Privacy policy',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your account: name, email address, photo, and whether you sell. Your listings and their photos. Your questions to sellers, your offers and your orders: the phone number and meeting place you give, the messages of each order, the ratings and their comments, and any dispute with its photos.',
          "Payments are handled by the payment provider (a sandbox here); Shutterswap keeps the payment's reference, never your card number.",
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          "Your name appears on your listings, offers and orders; a seller's page shows their name, listings and the reviews buyers wrote. Your phone number is shown to the other side of an order only once the seller has accepted it. Admins see accounts, reports and disputes to run the marketplace.",
          'Nothing is sold or shared with advertisers.',
        ],
      },
      {
        heading: 'Removing it',
        paragraphs: ['Write to us (Contact, at the foot of every page) and an admin deletes your account.'],
      },
    ],
  },
  {
    path: '/cookies',
    title: 'Cookie policy',
    sections: [
      {
        heading: 'No tracking cookies',
        paragraphs: ['Shutterswap sets no advertising or tracking cookies and runs no third-party analytics.'],
      },
      {
        heading: 'What is stored on your device',
        paragraphs: [
          'The sign-in session, so you stay signed in. The pages, listings and photos you saved or viewed, so they open with no signal. Orders, messages and listings written offline, until they are sent.',
          "Signing out removes your session and personal data from the device. Clearing the site's data in your browser removes everything.",
        ],
      },
    ],
  },
];

export function legalPageAt(path: string): LegalPage | undefined {
  return LEGAL_PAGES.find((page) => page.path === path);
}
