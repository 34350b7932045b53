/** Demo logins created in the auth emulator and the database on first start; printed by `npm start`. */
export const DEMO_PASSWORD = 'shutterswap';

export const demoAccounts = {
  admin: { email: 'admin@shutterswap.test', displayName: 'Avery Admin', role: 'admin', label: 'Admin' },
  buyer: { email: 'buyer@shutterswap.test', displayName: 'Bea Buyer', role: 'Buyer', label: 'Buyer' },
  seller: { email: 'seller@shutterswap.test', displayName: 'Sam Seller', role: 'Seller', label: 'Seller' },
} as const;
