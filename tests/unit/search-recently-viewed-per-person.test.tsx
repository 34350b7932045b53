// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberViewed, useRecentlyViewed } from '@/features/catalogue/lib/recently-viewed-store';
import { endSession, startSession } from '@/lib/session/session-store';

/* Finding 9 of issue 27: "Recently viewed" was one list for everyone using the browser. */

const person = (id: string) => ({
  _id: id,
  email: `${id}@example.com`,
  displayName: id,
  photoURL: '',
  role: 'Buyer' as const,
});

describe('recently viewed on a shared browser', () => {
  it("is each person's own: Bob never sees what Alice opened, and Alice gets hers back", () => {
    startSession({ accessToken: 'header.claims.signature', user: person('alice') });
    const { result } = renderHook(() => useRecentlyViewed());
    act(() => rememberViewed({ id: 'p1', name: 'Leica M6', thumb: '/uploads/p1-thumb.webp' }));
    expect(result.current.map((item) => item.name)).toEqual(['Leica M6']);
    act(() => {
      endSession();
      startSession({ accessToken: 'header.claims.signature', user: person('bob') });
    });
    expect(result.current).toEqual([]);
    act(() => endSession());
    expect(result.current).toEqual([]);
    act(() => startSession({ accessToken: 'header.claims.signature', user: person('alice') }));
    expect(result.current.map((item) => item.name)).toEqual(['Leica M6']);
  });
});
