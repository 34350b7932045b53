import { describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_LIMIT,
  parseRecentlyViewed,
  recentlyViewedItem,
  serializeRecentlyViewed,
  withRecentlyViewed,
  type RecentlyViewedItem,
} from '@/features/catalogue/lib/recently-viewed';

const item = (n: number, name = `Camera ${n}`): RecentlyViewedItem => ({ id: `id-${n}`, name, thumb: `/t/${n}.webp` });

describe('recently viewed list', () => {
  it('puts the newest view first', () => {
    expect(withRecentlyViewed([item(1), item(2)], item(3)).map((i) => i.id)).toEqual(['id-3', 'id-1', 'id-2']);
  });

  it('moves a listing seen again to the front, once, with its current name', () => {
    const list = withRecentlyViewed([item(1), item(2), item(3)], item(2, 'Renamed'));
    expect(list.map((i) => i.id)).toEqual(['id-2', 'id-1', 'id-3']);
    expect(list[0]?.name).toBe('Renamed');
  });

  it('keeps only the last 12', () => {
    let list: RecentlyViewedItem[] = [];
    for (let n = 1; n <= 20; n++) list = withRecentlyViewed(list, item(n));
    expect(RECENTLY_VIEWED_LIMIT).toBe(12);
    expect(list).toHaveLength(12);
    expect(list[0]?.id).toBe('id-20');
    expect(list.at(-1)?.id).toBe('id-9');
  });

  it('does not change the list it was given', () => {
    const list = [item(1)];
    withRecentlyViewed(list, item(2));
    expect(list).toEqual([item(1)]);
  });

  it('takes id, name and thumbnail from a product', () => {
    expect(recentlyViewedItem({ _id: 'abc', name: 'Leica M6', thumb: '/thumb.webp' })).toEqual({
      id: 'abc',
      name: 'Leica M6',
      thumb: '/thumb.webp',
    });
  });
});

describe('stored recently viewed list', () => {
  it('reads back what it wrote', () => {
    const list = [item(1), item(2)];
    expect(parseRecentlyViewed(serializeRecentlyViewed(list))).toEqual(list);
  });

  it.each([null, '', 'not json', '{"id":"x"}', '42', 'null'])('treats %j as nothing seen', (stored) => {
    expect(parseRecentlyViewed(stored)).toEqual([]);
  });

  it('skips malformed and repeated entries and extra fields', () => {
    const stored = JSON.stringify([
      item(1),
      { id: 'id-2' },
      null,
      { ...item(3), price: 5 },
      item(1),
      { id: '', name: 'x', thumb: 'y' },
    ]);
    expect(parseRecentlyViewed(stored)).toEqual([item(1), item(3)]);
  });

  it('caps a stored list that grew too long', () => {
    const stored = JSON.stringify(Array.from({ length: 30 }, (_, n) => item(n)));
    expect(parseRecentlyViewed(stored)).toHaveLength(12);
  });
});
