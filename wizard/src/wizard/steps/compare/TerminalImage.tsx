import { useState } from 'react';

/** A simple drawing of a card terminal, used when a terminal has no (working) image. */
function TerminalDrawing({ type }: { type: string }) {
  const isTall = type === 'portable' || type === 'mobile' || type === 'smart';
  return (
    <svg className="terminal-drawing" viewBox="0 0 120 120" role="presentation" focusable="false">
      <rect x={isTall ? 35 : 20} y={isTall ? 10 : 30} width={isTall ? 50 : 80} height={isTall ? 100 : 70} rx="10" fill="#0b3d6e" />
      <rect x={isTall ? 42 : 28} y={isTall ? 18 : 37} width={isTall ? 36 : 64} height={isTall ? 34 : 28} rx="4" fill="#e8f5ee" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <circle
            key={`${row}-${col}`}
            cx={(isTall ? 48 : 42) + col * (isTall ? 12 : 18)}
            cy={(isTall ? 64 : 76) + row * (isTall ? 14 : 8)}
            r={isTall ? 4 : 3}
            fill="#d5dde8"
          />
        )),
      )}
    </svg>
  );
}

/** The terminal's image (a broken one is hidden) or a drawing of its type. */
export function TerminalImage({ src, type }: { src: string | null; type: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (!src || isBroken) return <TerminalDrawing type={type} />;
  return <img className="terminal-image" src={src} alt="" loading="lazy" onError={() => setIsBroken(true)} />;
}
