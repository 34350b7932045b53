import { expect } from 'vitest';
import type { ListingFormValues } from '@contract/selling.ts';
import { validListingInput } from './listing-input.ts';
import type { Session } from './sessions.ts';
import type { TestApp } from './test-app.ts';

/** The seller publishes a listing through the API (201 expected); answers its id. */
export async function publishListing(
  t: TestApp,
  seller: Session,
  overrides: Partial<ListingFormValues> = {},
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: seller.headers,
    payload: validListingInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { insertedId: string }).insertedId;
}

/** The seller edits their listing through the API (200 expected). */
export async function editListing(
  t: TestApp,
  seller: Session,
  listingId: string,
  changes: Partial<ListingFormValues>,
): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/my-products/${listingId}`,
    headers: seller.headers,
    payload: changes,
  });
  expect(response.statusCode, response.body).toBe(200);
}
