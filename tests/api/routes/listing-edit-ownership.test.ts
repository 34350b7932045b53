import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SavedSearches from '@server/saved-searches/saved-searches.ts';
import { givenUploadedBy } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 31: an edit of someone else's listing is refused before anything about the listing's buyers is read (the
 * saved searches that find it), so a stranger's PATCH costs the server no more than its refusal.
 */

const savedSearchLookups = vi.hoisted(() => ({ listingIds: [] as string[] }));
vi.mock('@server/saved-searches/saved-searches.ts', async (importOriginal) => {
  const original = await importOriginal<typeof SavedSearches>();
  return {
    ...original,
    searchesFindingListing: (...args: Parameters<typeof original.searchesFindingListing>) => {
      savedSearchLookups.listingIds.push(args[1]);
      return original.searchesFindingListing(...args);
    },
  };
});

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
  await givenUploadedBy(t, seller.userId, validListingInput().images);
});
afterAll(() => t.close());

const patch = (who: Session, listingId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/my-products/${listingId}`,
    headers: who.headers,
    payload: { resellPrice: 120 },
  });

describe('editing a listing', () => {
  it("refuses another seller's edit before reading who would hear of it, and reads it for the owner's", async () => {
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: validListingInput(),
    });
    expect(published.statusCode, published.body).toBe(201);
    const listingId = (published.json() as { insertedId: string }).insertedId;
    const stranger = await newSession(t, 'Seller');
    savedSearchLookups.listingIds.length = 0;

    const refused = await patch(stranger, listingId);
    expect(refused.statusCode).toBe(403);
    expect(savedSearchLookups.listingIds).toEqual([]);

    const edited = await patch(seller, listingId);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(savedSearchLookups.listingIds).toContain(listingId);
  });
});
