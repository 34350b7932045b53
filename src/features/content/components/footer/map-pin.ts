/** The marker drawn as inline SVG, so the map needs no image files (Leaflet's default icon breaks in bundles). */
export const MAP_PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 48" width="36" height="48" aria-hidden="true">
<path d="M18 1C8.6 1 1 8.4 1 17.6 1 30 18 47 18 47s17-17 17-29.4C35 8.4 27.4 1 18 1z" fill="#0f5f5c" stroke="#fffdfa" stroke-width="2"/>
<circle cx="18" cy="17.5" r="6.5" fill="#fffdfa"/></svg>`;
