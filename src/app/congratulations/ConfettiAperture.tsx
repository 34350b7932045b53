const CONFETTI = [
  { x: 10, y: 22, color: '#e0a526', rotate: 20 },
  { x: 82, y: 14, color: '#b3261e', rotate: -30 },
  { x: 88, y: 70, color: '#0f5f5c', rotate: 45 },
  { x: 6, y: 74, color: '#7b5ea7', rotate: -15 },
  { x: 48, y: 4, color: '#2f7f7b', rotate: 60 },
  { x: 50, y: 90, color: '#e0a526', rotate: -50 },
];

/** The Shutterswap aperture in a burst of confetti; decorative. */
export default function ConfettiAperture() {
  return (
    <svg className="congrats__burst" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {CONFETTI.map(({ x, y, color, rotate }) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width="7"
          height="3.5"
          rx="1"
          fill={color}
          transform={`rotate(${rotate} ${x} ${y})`}
        />
      ))}
      <circle cx="50" cy="50" r="28" fill="#0f5f5c" />
      <circle cx="50" cy="50" r="17" fill="none" stroke="#fffdfa" strokeWidth="4" />
      <path d="M50 33 59.6 50M67 50 50 67M40.4 50 50 33M50 67 33 50" stroke="#fffdfa" strokeWidth="3" />
      <circle cx="50" cy="50" r="5" fill="#fffdfa" />
    </svg>
  );
}
