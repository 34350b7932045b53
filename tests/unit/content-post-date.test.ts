import { describe, expect, it } from 'vitest';
import { formatPostDate } from '@/features/content/lib/post-date';

describe('formatPostDate', () => {
  it('formats an ISO day without shifting it by the time zone', () => {
    expect(formatPostDate('2024-03-01')).toEqual({ label: 'March 1, 2024', iso: '2024-03-01' });
  });

  it('understands a written-out date', () => {
    expect(formatPostDate('November 10, 2022')).toEqual({ label: 'November 10, 2022', iso: '2022-11-10' });
  });

  it('shows text it cannot read as it is', () => {
    expect(formatPostDate('Spring issue')).toEqual({ label: 'Spring issue', iso: undefined });
  });
});
