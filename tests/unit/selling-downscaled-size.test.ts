import { describe, expect, it } from 'vitest';
import {
  canSendAsIs,
  downscaledSize,
  MAX_PHOTO_LONG_SIDE,
  SEND_AS_IS_MAX_BYTES,
} from '@/features/selling/lib/downscaled-size';

describe('downscaledSize', () => {
  it('brings a 12 MP landscape phone photo down to 2000 px on its long side, keeping the proportions', () => {
    expect(downscaledSize({ width: 4032, height: 3024 })).toEqual({ width: 2000, height: 1500 });
  });

  it('does the same for a portrait photo, whose long side is its height', () => {
    expect(downscaledSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
  });

  it('never enlarges a photo that is already small enough', () => {
    expect(downscaledSize({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 });
    expect(downscaledSize({ width: MAX_PHOTO_LONG_SIDE, height: 10 })).toEqual({
      width: MAX_PHOTO_LONG_SIDE,
      height: 10,
    });
  });

  it('rounds to whole pixels and never goes below one pixel', () => {
    expect(downscaledSize({ width: 4001, height: 3001 })).toEqual({ width: 2000, height: 1500 });
    expect(downscaledSize({ width: 100_000, height: 10 })).toEqual({ width: 2000, height: 1 });
  });

  it('takes another limit', () => {
    expect(downscaledSize({ width: 3000, height: 2000 }, 600)).toEqual({ width: 600, height: 400 });
  });

  it('refuses sizes that are not a picture', () => {
    expect(() => downscaledSize({ width: 0, height: 100 })).toThrow(RangeError);
    expect(() => downscaledSize({ width: Number.NaN, height: 100 })).toThrow(RangeError);
  });
});

describe('canSendAsIs', () => {
  it('sends a small JPEG unchanged', () => {
    expect(canSendAsIs({ width: 1600, height: 1200 }, 400_000, 'image/jpeg')).toBe(true);
  });

  it('re-encodes a photo that is too large in pixels or in bytes', () => {
    expect(canSendAsIs({ width: 4032, height: 3024 }, 400_000, 'image/jpeg')).toBe(false);
    expect(canSendAsIs({ width: 1600, height: 1200 }, SEND_AS_IS_MAX_BYTES + 1, 'image/png')).toBe(false);
  });

  it('re-encodes types that not every browser shows, such as HEIC', () => {
    expect(canSendAsIs({ width: 1600, height: 1200 }, 400_000, 'image/heic')).toBe(false);
  });
});
