import { describe, expect, it } from 'vitest';
import { responseTimeText } from '@/features/catalogue/lib/response-time';

describe('responseTimeText', () => {
  it.each([
    [1, 'within an hour'],
    [60, 'within an hour'],
    [61, 'within 2 hours'],
    [180, 'within 3 hours'],
    [1_380, 'within 23 hours'],
    [1_439, 'within a day'],
    [1_440, 'within a day'],
    [1_441, 'within 2 days'],
    [4_000, 'within 3 days'],
  ])('%i minutes reads "%s"', (minutes, text) => {
    expect(responseTimeText(minutes)).toBe(text);
  });
});
