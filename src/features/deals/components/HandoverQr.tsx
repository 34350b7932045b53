import { renderSVG } from 'uqr';

/** The QR code of the hand-over link (its own chunk: the QR encoder loads only where a code is shown). */
export default function HandoverQr({ link }: { link: string }) {
  const svg = renderSVG(link, { border: 2, pixelSize: 6 });
  return (
    <img
      className="handover__qr"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt="QR code of the hand-over code, for the buyer's camera"
      width={220}
      height={220}
    />
  );
}
