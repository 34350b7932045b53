/**
 * Marks a part of a page the server painted that only the app can fill (the home page's later sections, the
 * footer): scrolled into view, it starts the app (src/first-paint-start.ts).
 */
export const AWAITS_APP_ATTRIBUTE = 'data-awaits-app';
