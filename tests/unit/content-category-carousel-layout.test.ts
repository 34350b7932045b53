import { describe, expect, it } from 'vitest';
import { categoryCarouselLayout, swiperBreakpoints } from '@/features/content/lib/category-carousel-layout';

describe('categoryCarouselLayout', () => {
  it.each([
    [390, 1, false],
    [667, 1, false],
    [668, 2, false],
    [959, 2, false],
    [960, 3, true],
    [1280, 3, true],
    [1319, 3, true],
    [1320, 4, true],
    [2999, 4, true],
  ])('at %i px shows %i per view, arrows %s', (width, slidesPerView, arrows) => {
    expect(categoryCarouselLayout(width)).toEqual({ slidesPerView, arrows });
  });

  it('gives swiper the same table', () => {
    expect(swiperBreakpoints()).toEqual({
      0: { slidesPerView: 1 },
      668: { slidesPerView: 2 },
      960: { slidesPerView: 3 },
      1320: { slidesPerView: 4 },
    });
  });
});
