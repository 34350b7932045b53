/*
 * On a page the server painted (server/first-paint), the app's entry runs once that paint is on screen: the
 * entry's code is already loading (the page preloads it), and running it first would hold the paint back.
 */
const entry = new URL(import.meta.url).searchParams.get('entry');
if (entry?.startsWith('/assets/')) requestAnimationFrame(() => setTimeout(() => import(entry), 0));
