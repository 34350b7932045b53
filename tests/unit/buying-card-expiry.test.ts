import { describe, expect, it } from 'vitest';
import { formatExpiryInput, isExpiryInPast, parseExpiry } from '@/features/buying/lib/card-expiry';

describe('formatExpiryInput', () => {
  it('adds the slash once the year starts', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('1234')).toBe('12/34');
  });

  it('lets the slash be deleted', () => {
    expect(formatExpiryInput('12/')).toBe('12');
  });

  it('pads a month that cannot have two digits', () => {
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('429')).toBe('04/29');
  });

  it('drops letters and extra digits', () => {
    expect(formatExpiryInput('1a2/3b4 5')).toBe('12/34');
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY, M/YY, MMYY and MM/YYYY', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('4/31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('0931')).toEqual({ month: 9, year: 2031 });
    expect(parseExpiry('09 / 2031')).toEqual({ month: 9, year: 2031 });
  });

  it('refuses what is incomplete or not a month', () => {
    expect(parseExpiry('')).toBeNull();
    expect(parseExpiry('12/3')).toBeNull();
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('123')).toBeNull();
  });
});

describe('isExpiryInPast', () => {
  const now = new Date(2030, 5, 15); // 15 June 2030

  it('keeps a card good through the last day of its month', () => {
    expect(isExpiryInPast({ month: 6, year: 2030 }, now)).toBe(false);
    expect(isExpiryInPast({ month: 7, year: 2030 }, now)).toBe(false);
  });

  it('says an earlier month has expired', () => {
    expect(isExpiryInPast({ month: 5, year: 2030 }, now)).toBe(true);
    expect(isExpiryInPast({ month: 12, year: 2029 }, now)).toBe(true);
  });
});
