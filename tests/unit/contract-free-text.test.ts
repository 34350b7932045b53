import { describe, expect, it } from 'vitest';
import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE, freeText } from '@contract/free-text';
import { placeOrderSchema } from '@contract/orders';
import { reportProductSchema } from '@contract/reports';
import { listingInputSchema } from '@contract/selling';
import { createUserBodySchema } from '@contract/users';

const name = freeText().min(3, 'Enter a name of at least 3 characters').max(20, 'Keep the name under 20 characters');

function messageOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : result.error!.issues[0]!.message;
}

describe('freeText', () => {
  it('refuses NUL and other control characters with a message a person can act on', () => {
    for (const text of ['Nikon\u0000FM2', 'Nikon\u0007FM2', 'Nikon\u001bFM2', 'Nikon\u007fFM2', 'Nikon\u0085FM2']) {
      expect(messageOf(name.safeParse(text)), JSON.stringify(text)).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect(CONTROL_CHARACTER_MESSAGE).toBe(
      'Remove the hidden control characters from this text (they can come with copy and paste)',
    );
  });

  it('keeps tabs and newlines, and turns Windows and old Mac line ends into newlines', () => {
    expect(name.parse('Nikon\tFM2\nblack')).toBe('Nikon\tFM2\nblack');
    expect(name.parse('Nikon\r\nFM2\rblack')).toBe('Nikon\nFM2\nblack');
  });

  it('refuses half of a surrogate pair', () => {
    expect(messageOf(name.safeParse('Leica \ud800M6'))).toBe(BROKEN_CHARACTER_MESSAGE);
    expect(messageOf(name.safeParse('Leica M6 \udfff'))).toBe(BROKEN_CHARACTER_MESSAGE);
    expect(name.parse('Leica M6 \u{1F4F7}')).toBe('Leica M6 \u{1F4F7}');
  });

  it('normalises to NFC, so a decomposed accent is stored as one character', () => {
    const decomposed = 'Voigtla\u0308nder';
    const parsed = name.parse(decomposed);
    expect(parsed).toBe('Voigtl\u00e4nder');
    expect(parsed.length).toBe(11);
  });

  it('treats text made only of invisible characters as empty', () => {
    for (const blank of ['\u200b\u200b\u200b\u200b', ' \u202e\u202d\u2066 ', '\ufeff\u200d\u2060\u00ad']) {
      expect(messageOf(name.safeParse(blank)), JSON.stringify(blank)).toBe('Enter a name of at least 3 characters');
    }
    expect(freeText().parse('\u200b \u200c')).toBe('');
  });

  it('keeps invisible characters inside visible text and trims the ends', () => {
    expect(name.parse('  \u05e9\u05dc\u05d5\u05dd \u200fM6  ')).toBe('\u05e9\u05dc\u05d5\u05dd \u200fM6');
  });
});

describe('every free-text field of the contract uses it', () => {
  const listing = {
    name: 'Olympus OM-1n',
    description: 'Clean OM-1n with a fresh light seal kit. Meter works.',
    category: 'Film',
    condition: 'Excellent',
    originalPrice: 450,
    resellPrice: 289.5,
    purchaseYear: 2012,
    usedYears: 6,
    phone: '+1 (503) 555-0142',
    location: 'Seattle, WA',
    images: [{ url: '/uploads/images/ab/om1.webp', thumbUrl: '/uploads/images/ab/om1-thumb.webp' }],
  };
  const order = {
    clientOrderId: '6b0c5f7e-3a1d-4c55-9a44-0d1c7b2f9e10',
    productID: '0f8a2f64-8a39-4b8e-9c62-4a4fe3b8c0de',
    buyerPhone: '+1 503 555 0100',
    meetingPlace: 'Union Station',
  };

  it.each([
    ['listing name', listingInputSchema, { ...listing, name: 'OM\u00001n' }, 'name'],
    [
      'listing description',
      listingInputSchema,
      { ...listing, description: `${listing.description}\u0000` },
      'description',
    ],
    ['listing location', listingInputSchema, { ...listing, location: 'Seattle\u0000' }, 'location'],
    ['meeting place', placeOrderSchema, { ...order, meetingPlace: 'Union\u0000Station' }, 'meetingPlace'],
    ['report details', reportProductSchema, { productId: order.productID, details: 'fake\u0000' }, 'details'],
    ['display name', createUserBodySchema, { email: 'ada@example.com', displayName: 'Ada\u0000' }, 'displayName'],
  ] as const)('%s', (_label, schema, input, field) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: [field], message: CONTROL_CHARACTER_MESSAGE });
  });

  it('refuses a display name of zero-width spaces as an empty name', () => {
    const result = createUserBodySchema.safeParse({ email: 'ada@example.com', displayName: '\u200b\u200b' });
    expect(result.error!.issues[0]).toMatchObject({ path: ['displayName'], message: 'Enter your name' });
  });
});
