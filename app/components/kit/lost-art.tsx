import { cx } from "~/lib/cx";

import "~/styles/kit/_not-found.scss";

export interface LostArtProps {
  /**
   * orbit: "404" with a planet for the zero and a satellite that circles it once (animated);
   * scene: a signpost at the end of a trail in the hills, still.
   */
  kind: "orbit" | "scene";
  /** What the picture shows, for screen readers. */
  label: string;
  className?: string;
}

const W = 640;
const H = 400;

/**
 * Drawn pictures for "page not found" pages, in the theme's art colours, sized by attributes
 * (no layout shift, no request). The orbit's motion lasts under five seconds and does not
 * start under prefers-reduced-motion (_not-found.scss).
 */
export function LostArt({ kind, label, className }: LostArtProps) {
  return (
    <svg
      className={cx("kit-art", "kit-lost-art", className)}
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={label}
      focusable="false"
    >
      {kind === "orbit" ? <Orbit /> : <Scene />}
    </svg>
  );
}

const STARS = [
  [60, 60, 3],
  [140, 320, 2],
  [210, 40, 2],
  [420, 30, 3],
  [560, 90, 2],
  [600, 300, 3],
  [500, 360, 2],
  [40, 220, 2],
] as const;

function Orbit() {
  return (
    <>
      <rect width={W} height={H} rx={24} className="kit-fill-4" />
      {STARS.map(([x, y, r], index) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={r}
          className={cx("kit-lost-star", index % 2 === 0 && "kit-lost-twinkle")}
        />
      ))}
      <text x={150} y={262} className="kit-lost-digit" textAnchor="middle">
        4
      </text>
      <text x={490} y={262} className="kit-lost-digit" textAnchor="middle">
        4
      </text>
      <g className="kit-lost-float">
        <ellipse cx={320} cy={200} rx={118} ry={30} className="kit-lost-ring" />
        <circle cx={320} cy={200} r={78} className="kit-fill-1" />
        <circle cx={292} cy={176} r={16} className="kit-fill-3" opacity={0.55} />
        <circle cx={350} cy={228} r={10} className="kit-fill-3" opacity={0.45} />
        <path d="M202 200 A 118 30 0 0 0 438 200" className="kit-lost-ring-front" />
      </g>
      <g className="kit-lost-orbit">
        <g transform="translate(320 62)">
          <rect x={-9} y={-9} width={18} height={18} rx={3} className="kit-fill-2" />
          <rect x={-33} y={-5} width={20} height={10} rx={2} className="kit-fill-3" />
          <rect x={13} y={-5} width={20} height={10} rx={2} className="kit-fill-3" />
        </g>
      </g>
    </>
  );
}

function Scene() {
  return (
    <>
      <rect width={W} height={H} rx={24} className="kit-fill-3" />
      <circle cx={510} cy={92} r={46} className="kit-fill-2" />
      <path
        d="M0 270 C 120 200, 220 220, 330 260 S 560 230, 640 250 L 640 400 L 0 400 Z"
        className="kit-fill-1"
        opacity={0.55}
      />
      <path
        d="M0 320 C 140 280, 300 300, 420 330 S 600 320, 640 330 L 640 400 L 0 400 Z"
        className="kit-fill-1"
      />
      <path d="M40 392 C 120 360, 160 350, 230 352 S 330 345, 372 332" className="kit-lost-trail" />
      <g transform="translate(390 200)">
        <rect x={-5} y={0} width={10} height={140} rx={3} className="kit-fill-4" />
        <path d="M-96 10 H 70 L 92 34 L 70 58 H -96 Z" className="kit-lost-board" />
        <text x={-12} y={46} className="kit-lost-board-text" textAnchor="middle">
          404
        </text>
        <path d="M-80 70 H 60 L 78 88 L 60 106 H -80 Z" className="kit-lost-board" opacity={0.85} />
        <text x={-10} y={95} className="kit-lost-board-small" textAnchor="middle">
          no trail
        </text>
      </g>
      <g className="kit-fill-4">
        <path d="M118 330 l 22 -60 l 22 60 Z" />
        <path d="M150 334 l 18 -46 l 18 46 Z" opacity={0.8} />
        <path d="M560 336 l 20 -54 l 20 54 Z" />
      </g>
    </>
  );
}
