/** The aperture logo plus the wordmark; decorative SVG, the text carries the name. */
export default function BrandMark() {
  return (
    <span className="brand-mark">
      <svg className="brand-mark__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" fill="currentColor" />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fffdfa" strokeWidth="2.2" />
        <path d="M16 7.5 20.8 16M24.5 16 16 24.5M11.2 16 16 7.5M16 24.5 7.5 16" stroke="#fffdfa" strokeWidth="1.6" />
        <circle cx="16" cy="16" r="2.6" fill="#fffdfa" />
      </svg>
      <span className="brand-mark__name">Shutterswap</span>
    </span>
  );
}
