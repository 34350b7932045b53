import { describe, expect, it } from 'vitest';
import { ByteBoundedLru } from '@server/lib/byte-bounded-lru.ts';

describe('ByteBoundedLru', () => {
  it('drops the least recently used entries once over its byte budget', () => {
    const lru = new ByteBoundedLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 40);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect([lru.size, lru.bytes]).toEqual([2, 80]);
  });

  it('counts a replaced entry once', () => {
    const lru = new ByteBoundedLru<string>(100);
    lru.set('a', 'old', 60);
    lru.set('a', 'new', 30);
    expect([lru.get('a'), lru.size, lru.bytes]).toEqual(['new', 1, 30]);
  });

  it('does not keep an entry larger than the whole budget, nor drop others for it', () => {
    const lru = new ByteBoundedLru<string>(100);
    lru.set('a', 'A', 50);
    lru.set('huge', 'H', 101);
    expect([lru.get('huge'), lru.get('a'), lru.bytes]).toEqual([undefined, 'A', 50]);
  });

  it('empties', () => {
    const lru = new ByteBoundedLru<string>(100);
    lru.set('a', 'A', 50);
    lru.clear();
    expect([lru.get('a'), lru.size, lru.bytes]).toEqual([undefined, 0, 0]);
  });
});
