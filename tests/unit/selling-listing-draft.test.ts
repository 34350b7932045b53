import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedTask } from '@/features/selling/lib/debounced-task';
import {
  clearListingDraft,
  isEmptyDraft,
  listingDraftKey,
  readListingDraft,
  writeListingDraft,
  type DraftStorage,
} from '@/features/selling/lib/listing-draft';
import { EMPTY_LISTING_FORM, type ListingFormState } from '@/features/selling/lib/listing-form-state';

/** localStorage's behaviour on a Map; `full` makes every write fail like a full or disabled storage. */
function memoryStorage(options: { full?: boolean } = {}): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const SELLER = '8d1c3f0e-5a4b-4c2d-9e1f-000000000001';
const OTHER_SELLER = '8d1c3f0e-5a4b-4c2d-9e1f-000000000002';
const PHOTO = { url: '/uploads/ab12.webp', thumbUrl: '/uploads/ab12-thumb.webp' };
const TYPED: ListingFormState = {
  ...EMPTY_LISTING_FORM,
  name: 'Pentax 67',
  category: 'Medium Format',
  resellPrice: '$980',
  description: 'Light seals replaced',
};
const SAVED_AT = Date.UTC(2026, 10, 23, 19, 30);

describe('the Add a Product draft', () => {
  it('is kept per signed-in user, exactly as typed, with its uploaded photos', () => {
    const storage = memoryStorage();
    expect(writeListingDraft(storage, SELLER, TYPED, [PHOTO], SAVED_AT)).toBe(true);

    expect(readListingDraft(storage, SELLER)).toEqual({ values: TYPED, images: [PHOTO], savedAt: SAVED_AT });
    expect(readListingDraft(storage, OTHER_SELLER)).toBeNull();
    expect([...storage.entries.keys()]).toEqual([`shutterswap:listing-draft:${SELLER}`]);
  });

  it('the latest save wins', () => {
    const storage = memoryStorage();
    writeListingDraft(storage, SELLER, TYPED, [PHOTO], SAVED_AT);
    writeListingDraft(storage, SELLER, { ...TYPED, name: 'Pentax 67 II' }, [], SAVED_AT + 1000);

    expect(readListingDraft(storage, SELLER)).toEqual({
      values: { ...TYPED, name: 'Pentax 67 II' },
      images: [],
      savedAt: SAVED_AT + 1000,
    });
  });

  it('an emptied form removes the draft, so nothing is restored', () => {
    const storage = memoryStorage();
    writeListingDraft(storage, SELLER, TYPED, [PHOTO], SAVED_AT);
    expect(writeListingDraft(storage, SELLER, EMPTY_LISTING_FORM, [], SAVED_AT + 1000)).toBe(true);

    expect(storage.entries.size).toBe(0);
    expect(readListingDraft(storage, SELLER)).toBeNull();
  });

  it('a form of only spaces is empty; one photo alone is worth keeping', () => {
    expect(isEmptyDraft({ ...EMPTY_LISTING_FORM, name: '   ', description: '\n' }, [])).toBe(true);
    expect(isEmptyDraft(EMPTY_LISTING_FORM, [PHOTO])).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_LISTING_FORM, phone: '5' }, [])).toBe(false);
  });

  it('clearing removes only that user’s draft', () => {
    const storage = memoryStorage();
    writeListingDraft(storage, SELLER, TYPED, [], SAVED_AT);
    writeListingDraft(storage, OTHER_SELLER, TYPED, [], SAVED_AT);
    clearListingDraft(storage, SELLER);

    expect(readListingDraft(storage, SELLER)).toBeNull();
    expect(readListingDraft(storage, OTHER_SELLER)?.values.name).toBe('Pentax 67');
  });

  it('a draft kept before the type, brand, mount, grade, shutter count and included items restores with them empty', () => {
    const storage = memoryStorage();
    const { type: _t, brand: _b, mount: _m, grade: _g, shutterCount: _s, included: _i, ...older } = TYPED;
    storage.entries.set(listingDraftKey(SELLER), JSON.stringify({ values: older, images: [], savedAt: SAVED_AT }));
    expect(readListingDraft(storage, SELLER)?.values).toEqual({
      ...TYPED,
      type: '',
      brand: '',
      mount: '',
      grade: '',
      shutterCount: '',
      included: [],
    });
  });

  it('a stored value it cannot read (broken, another shape, a field missing) restores nothing', () => {
    const storage = memoryStorage();
    const key = listingDraftKey(SELLER);
    const { description: _missing, ...withoutDescription } = TYPED;
    for (const stored of [
      '{not json',
      JSON.stringify({ name: 'Pentax 67' }),
      JSON.stringify({ values: withoutDescription, images: [], savedAt: SAVED_AT }),
      JSON.stringify({ values: TYPED, images: [{ url: 5 }], savedAt: SAVED_AT }),
      JSON.stringify({ values: { ...TYPED, name: 67 }, images: [], savedAt: SAVED_AT }),
    ]) {
      storage.entries.set(key, stored);
      expect(readListingDraft(storage, SELLER), stored).toBeNull();
    }
  });

  it('a full or disabled storage is reported, never thrown', () => {
    const storage = memoryStorage({ full: true });
    expect(writeListingDraft(storage, SELLER, TYPED, [], SAVED_AT)).toBe(false);
    expect(readListingDraft(storage, SELLER)).toBeNull();
    const throwing: DraftStorage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(readListingDraft(throwing, SELLER)).toBeNull();
    expect(() => clearListingDraft(throwing, SELLER)).not.toThrow();
  });
});

describe('saving while typing (debounced)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once per pause in typing, with the latest values', () => {
    const saved: string[] = [];
    const saver = createDebouncedTask(400);
    saver.schedule(() => saved.push('P'));
    vi.advanceTimersByTime(300);
    saver.schedule(() => saved.push('Pe'));
    vi.advanceTimersByTime(300);
    saver.schedule(() => saved.push('Pen'));
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(399);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual(['Pen']);
    expect(saver.isWaiting()).toBe(false);
  });

  it('flush (the page is hidden or closed) saves at once, and only once', () => {
    const saved: string[] = [];
    const saver = createDebouncedTask(400);
    saver.schedule(() => saved.push('Pentax'));
    saver.flush();
    expect(saved).toEqual(['Pentax']);
    vi.advanceTimersByTime(1000);
    saver.flush();
    expect(saved).toEqual(['Pentax']);
  });

  it('cancel (the draft was discarded or published) drops the waiting save', () => {
    const saved: string[] = [];
    const saver = createDebouncedTask(400);
    saver.schedule(() => saved.push('Pentax'));
    saver.cancel();
    vi.advanceTimersByTime(1000);
    saver.flush();
    expect(saved).toEqual([]);
  });
});
