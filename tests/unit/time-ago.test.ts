import { describe, expect, it } from 'vitest';
import { roughlyAgo, timeAgo } from '@/lib/time-ago';

const now = new Date('2025-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('spells out days, hours and minutes', () => {
    expect(timeAgo(before(3 * DAY + 4 * HOUR + 12 * MINUTE), now)).toBe('3 days, 4 hours, 12 minutes ago');
  });

  it('uses singular units', () => {
    expect(timeAgo(before(DAY + HOUR + MINUTE), now)).toBe('1 day, 1 hour, 1 minute ago');
  });

  it('leaves out zero units', () => {
    expect(timeAgo(before(2 * DAY + 5 * MINUTE), now)).toBe('2 days, 5 minutes ago');
    expect(timeAgo(before(7 * HOUR), now)).toBe('7 hours ago');
  });

  it('ignores leftover seconds', () => {
    expect(timeAgo(before(12 * MINUTE + 59_000), now)).toBe('12 minutes ago');
  });

  it('says "just now" under a minute and for times in the future', () => {
    expect(timeAgo(before(59_000), now)).toBe('just now');
    expect(timeAgo(new Date(now.getTime() + 5 * MINUTE), now)).toBe('just now');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(timeAgo('2025-03-09T11:30:00.000Z', now)).toBe('1 day, 30 minutes ago');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('roughlyAgo', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('names the largest unit only, as "saved 2 hours ago" does', () => {
    expect(roughlyAgo(now - 20_000, now)).toBe('just now');
    expect(roughlyAgo(now - 60_000, now)).toBe('1 minute ago');
    expect(roughlyAgo(now - 59 * 60_000, now)).toBe('59 minutes ago');
    expect(roughlyAgo(now - 2 * 3_600_000 - 12 * 60_000, now)).toBe('2 hours ago');
    expect(roughlyAgo(now - 3 * 86_400_000 - 3_600_000, now)).toBe('3 days ago');
  });
});
