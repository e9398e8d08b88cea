/**
 * A QR code as an inline SVG: `qrcode` computes the symbol (error correction M: a bent or smudged card still
 * scans), drawn here as one path with a four-module quiet zone, black on white so any printer keeps it scannable.
 */
import { create } from "qrcode";

const QUIET = 4;

/** The symbol's size in modules (quiet zone included) and the path of its dark modules. */
export function qrSymbol(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET, d: parts.join("") };
}

export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, d } = qrSymbol(value);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} className={className} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
