/**
 * Items per view of the Shop by Categories carousels (docs/spec.md section 9): 4 from 1320 px wide,
 * 3 from 960, 2 from 668, 1 below. Navigation arrows are desktop only (960 and wider).
 */
export const CATEGORY_CAROUSEL_BREAKPOINTS = [
  { minWidth: 1320, slidesPerView: 4, arrows: true },
  { minWidth: 960, slidesPerView: 3, arrows: true },
  { minWidth: 668, slidesPerView: 2, arrows: false },
  { minWidth: 0, slidesPerView: 1, arrows: false },
] as const;

export const CATEGORY_CAROUSEL_AUTOPLAY_MS = 3000;

export interface CarouselLayout {
  slidesPerView: number;
  arrows: boolean;
}

export function categoryCarouselLayout(width: number): CarouselLayout {
  const match = CATEGORY_CAROUSEL_BREAKPOINTS.find((breakpoint) => width >= breakpoint.minWidth);
  const breakpoint = match ?? CATEGORY_CAROUSEL_BREAKPOINTS[CATEGORY_CAROUSEL_BREAKPOINTS.length - 1]!;
  return { slidesPerView: breakpoint.slidesPerView, arrows: breakpoint.arrows };
}

/** The same table in the shape swiper's `breakpoints` option takes (arrows are our own buttons). */
export function swiperBreakpoints(): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(
    CATEGORY_CAROUSEL_BREAKPOINTS.map((breakpoint) => [
      breakpoint.minWidth,
      { slidesPerView: breakpoint.slidesPerView },
    ]),
  );
}
