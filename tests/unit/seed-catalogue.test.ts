import { describe, expect, it } from 'vitest';
import { CATEGORIES, CONDITIONS } from '@contract/catalogue.ts';
import { LENS_MOUNTS } from '@contract/listing-details.ts';
import { productRow } from '@scripts/seed/catalogue-rows.ts';
import { demoCatalogue } from '@scripts/seed/catalogue.ts';
import { demoSeller, otherSellers, seedUsers } from '@scripts/seed/people.ts';
import { demoAccounts } from '@scripts/seed/demo-accounts.ts';
import { seededListingDetails } from '@scripts/seed/listing-details.ts';

const LAST_YEAR = 2026;
const advertisedAndAvailable = demoCatalogue.filter((listing) => listing.advertised && !listing.sold);

describe('demo catalogue data', () => {
  it('has at least 150 listings and at least 20 in every category', () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(150);
    for (const category of CATEGORIES) {
      expect(demoCatalogue.filter((listing) => listing.category === category).length, category).toBeGreaterThanOrEqual(
        20,
      );
    }
  });

  it('uses only the contract categories and conditions, and names every maker: no listing is brand "Other"', () => {
    for (const listing of demoCatalogue) {
      expect(CATEGORIES, listing.name).toContain(listing.category);
      expect(CONDITIONS, listing.name).toContain(listing.condition);
      expect(listing.brand, listing.name).not.toBe('Other');
    }
    const brandOf = (name: string) => demoCatalogue.find((listing) => listing.name === name)?.brand;
    expect(brandOf('Minolta X-700')).toBe('Minolta');
    expect(brandOf('Yashica Mat-124G')).toBe('Yashica');
    expect(brandOf('Sigma 35mm f/1.4 DG HSM Art (Canon EF)')).toBe('Sigma');
    expect(brandOf('DJI Osmo Action 4')).toBe('DJI');
    expect(brandOf('Tamron SP 70-200mm f/2.8 Di VC USD G2 (Nikon F)')).toBe('Tamron');
  });

  it('seeds lenses as lenses, each with its mount, and cameras as cameras', () => {
    const rows = demoCatalogue.map((listing) => ({ listing, row: productRow(listing, 'seller', [], new Date(0)) }));
    const lenses = rows.filter(({ row }) => row.type === 'lens');
    expect(lenses.length).toBe(33);
    for (const { listing, row } of lenses) expect(LENS_MOUNTS, listing.name).toContain(row.mount);
    const byName = Object.fromEntries(rows.map(({ listing, row }) => [listing.name, [row.type, row.mount]]));
    expect(byName['Leica Summicron-M 50mm f/2']).toEqual(['lens', 'Leica M']);
    expect(byName['Sony FE 85mm f/1.8']).toEqual(['lens', 'Sony E']);
    expect(byName['Leica M6 Classic 0.72 Silver Chrome']).toEqual(['camera', null]);
  });

  it('has positive whole-cent prices, mostly below what the seller paid', () => {
    for (const listing of demoCatalogue) {
      expect(listing.originalPrice, listing.name).toBeGreaterThan(0);
      expect(listing.resellPrice, listing.name).toBeGreaterThan(0);
      expect(Number.isInteger(listing.resellPrice * 100), listing.name).toBe(true);
    }
    const cheaperThanBought = demoCatalogue.filter((listing) => listing.resellPrice < listing.originalPrice);
    expect(cheaperThanBought.length / demoCatalogue.length).toBeGreaterThan(0.7);
  });

  it('was bought after the model came out and used no longer than it has been owned', () => {
    for (const listing of demoCatalogue) {
      expect(listing.purchaseYear, listing.name).toBeGreaterThanOrEqual(listing.introduced);
      expect(listing.purchaseYear, listing.name).toBeLessThanOrEqual(LAST_YEAR);
      expect(listing.usedYears, listing.name).toBeGreaterThanOrEqual(0);
      expect(listing.usedYears, listing.name).toBeLessThanOrEqual(LAST_YEAR - listing.purchaseYear);
    }
  });

  it('gives every listing a unique URL-safe slug', () => {
    const slugs = demoCatalogue.map((listing) => listing.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('describes every listing in a few real sentences', () => {
    for (const listing of demoCatalogue) {
      const sentences = listing.description.split(/[.!?](\s|$)/).filter((part) => part.trim().length > 3);
      expect(sentences.length, listing.name).toBeGreaterThanOrEqual(2);
      expect(listing.description.length, listing.name).toBeGreaterThan(80);
    }
  });

  it('advertises at least 30 listings and fills the home gallery (positions 18 to 26) with available ones', () => {
    expect(demoCatalogue.filter((listing) => listing.advertised).length).toBeGreaterThanOrEqual(30);
    expect(advertisedAndAvailable.length).toBeGreaterThanOrEqual(27);
  });

  it('advertises only listings of verified sellers, as the home page promises', () => {
    const verified = new Set(
      [demoSeller, ...otherSellers].filter((seller) => seller.status === 'Verified').map((seller) => seller.email),
    );
    const unverifiedAdvertised = demoCatalogue.filter(
      (listing) => listing.advertised && !verified.has(listing.sellerEmail),
    );
    expect(unverifiedAdvertised.map((listing) => listing.name)).toEqual([]);
  });

  it("lists in What's Included what the description says comes with the item, and nothing it says is missing", () => {
    const includedOf = (name: string) => {
      const listing = demoCatalogue.find((candidate) => candidate.name === name);
      if (!listing) throw new Error(`The demo catalogue lists the ${name}`);
      return seededListingDetails(listing).included;
    };
    // "Body only with original strap and body cap."
    expect(includedOf('Leica M6 Classic 0.72 Silver Chrome')).toEqual(['Caps', 'Strap']);
    // "Comes with the original strap and a spare set of SR44 batteries."
    expect(includedOf('Nikon FE2 Black')).toEqual(['Strap', 'Battery']);
    // "Caps included, no box."
    expect(includedOf('Voigtländer Nokton Classic 40mm f/1.4')).toEqual(['Caps']);
    // "...a small mark near the strap lug..." and "(lens not included)": nothing comes with it.
    expect(includedOf('Contax G2 Titanium')).toEqual([]);
  });

  it('has at least 10 sold listings', () => {
    expect(demoCatalogue.filter((listing) => listing.sold).length).toBeGreaterThanOrEqual(10);
  });

  it('spreads posting times over the last two months, some of them within the last day', () => {
    const ages = demoCatalogue.map((listing) => listing.ageMinutes);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60 * 24 * 60);
    expect(Math.max(...ages)).toBeGreaterThan(40 * 24 * 60);
    expect(ages.filter((age) => age < 24 * 60).length).toBeGreaterThanOrEqual(3);
  });

  it('has 1 to 3 photos per listing', () => {
    for (const listing of demoCatalogue) {
      expect(listing.photoCount).toBeGreaterThanOrEqual(1);
      expect(listing.photoCount).toBeLessThanOrEqual(3);
    }
  });
});

describe('demo people', () => {
  it('has at least 6 named sellers besides the demo seller, verified and unverified', () => {
    expect(otherSellers.length).toBeGreaterThanOrEqual(6);
    expect(new Set(otherSellers.map((seller) => seller.status))).toEqual(new Set(['Verified', 'Unverified']));
  });

  it('gives the demo seller about ten listings, some advertised, some not', () => {
    const own = demoCatalogue.filter((listing) => listing.sellerEmail === demoSeller.email);
    expect(own.length).toBeGreaterThanOrEqual(8);
    expect(own.length).toBeLessThanOrEqual(14);
    expect(own.some((listing) => listing.advertised)).toBe(true);
    expect(own.some((listing) => !listing.advertised)).toBe(true);
  });

  it('lists every listing under a seeded seller, and nothing under a buyer or the admin', () => {
    const roleByEmail = new Map(seedUsers.map((user) => [user.email, user.role]));
    for (const listing of demoCatalogue) expect(roleByEmail.get(listing.sellerEmail), listing.name).toBe('Seller');
    expect(roleByEmail.get(demoAccounts.admin.email)).toBe('admin');
    expect(roleByEmail.get(demoAccounts.buyer.email)).toBe('Buyer');
  });

  it('has unique lowercase emails and a status only for sellers', () => {
    const emails = seedUsers.map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const user of seedUsers) {
      expect(user.email).toBe(user.email.toLowerCase());
      expect(user.status === null).toBe(user.role !== 'Seller');
    }
  });
});
