import { describe, expect, it } from 'vitest';
import { timeAgo } from '@/lib/time-ago';

const now = new Date('2025-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('rounds to the largest unit: 16 days, 23 hours and 35 minutes read "17 days ago"', () => {
    expect(timeAgo(before(16 * DAY + 23 * HOUR + 35 * MINUTE), now)).toBe('17 days ago');
    expect(timeAgo(before(3 * DAY + 4 * HOUR + 12 * MINUTE), now)).toBe('3 days ago');
    expect(timeAgo(before(2 * HOUR + 40 * MINUTE), now)).toBe('3 hours ago');
  });

  it('uses singular units', () => {
    expect(timeAgo(before(DAY + HOUR + MINUTE), now)).toBe('1 day ago');
    expect(timeAgo(before(HOUR + 10 * MINUTE), now)).toBe('1 hour ago');
    expect(timeAgo(before(MINUTE + 10_000), now)).toBe('1 minute ago');
  });

  it('moves up a unit when rounding reaches it', () => {
    expect(timeAgo(before(59 * MINUTE + 40_000), now)).toBe('1 hour ago');
    expect(timeAgo(before(23 * HOUR + 40 * MINUTE), now)).toBe('1 day ago');
    expect(timeAgo(before(59 * MINUTE), now)).toBe('59 minutes ago');
  });

  it('says "just now" under a minute and for times in the future', () => {
    expect(timeAgo(before(59_000), now)).toBe('just now');
    expect(timeAgo(new Date(now.getTime() + 5 * MINUTE), now)).toBe('just now');
  });

  it('accepts ISO strings as the API sends them and epoch milliseconds as the device stores them', () => {
    expect(timeAgo('2025-03-09T11:30:00.000Z', now)).toBe('1 day ago');
    expect(timeAgo(Date.parse('2025-03-10T09:50:00Z'), Date.parse('2025-03-10T12:00:00Z'))).toBe('2 hours ago');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
