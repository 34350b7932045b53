import { demoAccounts } from './demo-accounts.ts';

export type SellerStatus = 'Verified' | 'Unverified';

/** A seeded seller: where their listings are and how buyers reach them. */
export type SeedSeller = {
  email: string;
  displayName: string;
  status: SellerStatus;
  location: string;
  phone: string;
};

export type SeedUser = {
  email: string;
  displayName: string;
  role: 'Buyer' | 'Seller' | 'admin';
  status: SellerStatus | null;
};

/** The demo seller (logs in with the demo password) owns a handful of listings like any seller. */
export const demoSeller: SeedSeller = {
  email: demoAccounts.seller.email,
  displayName: demoAccounts.seller.displayName,
  status: 'Verified',
  location: 'Seattle, WA',
  phone: '+1 206-555-0148',
};

/** Fictional people; US numbers use the 555-01xx range reserved for fiction. */
export const otherSellers: SeedSeller[] = [
  {
    email: 'marcus.chen@example.com',
    displayName: 'Marcus Chen',
    status: 'Verified',
    location: 'Portland, OR',
    phone: '+1 503-555-0117',
  },
  {
    email: 'elena.rossi@example.com',
    displayName: 'Elena Rossi',
    status: 'Verified',
    location: 'Milan, Italy',
    phone: '+39 02 5550 1842',
  },
  {
    email: 'jonas.weber@example.com',
    displayName: 'Jonas Weber',
    status: 'Unverified',
    location: 'Berlin, Germany',
    phone: '+49 30 5550 2291',
  },
  {
    email: 'priya.nair@example.com',
    displayName: 'Priya Nair',
    status: 'Verified',
    location: 'Austin, TX',
    phone: '+1 512-555-0163',
  },
  {
    email: 'tom.whitaker@example.com',
    displayName: 'Tom Whitaker',
    status: 'Unverified',
    location: 'Brooklyn, NY',
    phone: '+1 718-555-0129',
  },
  {
    email: 'camille.laurent@example.com',
    displayName: 'Camille Laurent',
    status: 'Verified',
    location: 'Lyon, France',
    phone: '+33 4 55 50 17 36',
  },
  {
    email: 'diego.alvarez@example.com',
    displayName: 'Diego Alvarez',
    status: 'Unverified',
    location: 'Los Angeles, CA',
    phone: '+1 213-555-0184',
  },
  {
    email: 'hannah.kowalski@example.com',
    displayName: 'Hannah Kowalski',
    status: 'Verified',
    location: 'Chicago, IL',
    phone: '+1 312-555-0152',
  },
  {
    email: 'sven.lindqvist@example.com',
    displayName: 'Sven Lindqvist',
    status: 'Unverified',
    location: 'Amsterdam, Netherlands',
    phone: '+31 20 555 0193',
  },
];

const buyers: SeedUser[] = [
  { email: demoAccounts.buyer.email, displayName: demoAccounts.buyer.displayName, role: 'Buyer', status: null },
  { email: 'noah.patel@example.com', displayName: 'Noah Patel', role: 'Buyer', status: null },
  { email: 'lucia.fernandez@example.com', displayName: 'Lucía Fernández', role: 'Buyer', status: null },
  { email: 'oliver.grant@example.com', displayName: 'Oliver Grant', role: 'Buyer', status: null },
  { email: 'mei.tanaka@example.com', displayName: 'Mei Tanaka', role: 'Buyer', status: null },
];

const asUser = (seller: SeedSeller): SeedUser => ({
  email: seller.email,
  displayName: seller.displayName,
  role: 'Seller',
  status: seller.status,
});

/** Every seeded account: the admin, the sellers (demo first) and the buyers. */
export const seedUsers: SeedUser[] = [
  { email: demoAccounts.admin.email, displayName: demoAccounts.admin.displayName, role: 'admin', status: null },
  asUser(demoSeller),
  ...otherSellers.map(asUser),
  ...buyers,
];
