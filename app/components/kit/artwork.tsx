import type { kitArt } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import { seeded } from "~/lib/seeded";

/** The shapes artwork can be drawn in, width:height. */
export const ART_RATIOS = {
  "1:1": [600, 600],
  "4:3": [800, 600],
  "3:4": [600, 800],
  "16:9": [960, 540],
  "3:2": [900, 600],
} as const;

export type ArtRatio = keyof typeof ART_RATIOS;

/** An original picture for sample pages, drawn as SVG from the page's theme colours. */
export type Art = Drawn<Fields<typeof kitArt>>;

export interface ArtworkProps extends Art {
  ratio?: ArtRatio;
  className?: string;
  /** Rendered width in px (height follows the ratio); CSS scales it to its column. */
  width?: number;
  /** Fill a box of another shape, cropping the picture (backgrounds). */
  cover?: boolean;
}

const FILLS = ["kit-fill-1", "kit-fill-2", "kit-fill-3", "kit-fill-4"] as const;

/**
 * A seeded composition of soft shapes in the theme's art colours with a motif drawn over it.
 * Sized by attributes (no layout shift), no request, and it follows the page's theme. A
 * decorative picture, or one drawn with `alt=""` where its caption says it, is hidden from
 * screen readers; any other is an image labelled by its alternative text.
 */
export function Artwork({
  seed,
  motif: Motif,
  alt,
  decorative,
  tint,
  ratio = "4:3",
  className,
  width,
  cover,
}: ArtworkProps) {
  const [w, h] = ART_RATIOS[ratio];
  const random = seeded(seed);
  const pick = () => FILLS[Math.floor(random() * FILLS.length)] ?? FILLS[0];
  const background = pick();
  const shapes = Array.from({ length: 5 }, (_, index) => ({
    key: index,
    fill: pick(),
    cx: Math.round(random() * w),
    cy: Math.round(random() * h),
    r: Math.round((0.18 + random() * 0.32) * Math.min(w, h)),
    round: random() > 0.4,
    opacity: (0.35 + random() * 0.5).toFixed(2),
  }));
  const motifSize = Math.round(Math.min(w, h) * 0.42);
  return (
    <svg
      className={cx("kit-art", className)}
      viewBox={`0 0 ${w} ${h}`}
      width={width ?? w}
      height={Math.round(((width ?? w) * h) / w)}
      focusable="false"
      preserveAspectRatio={cover ? "xMidYMid slice" : undefined}
      {...(alt && !decorative ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
    >
      <rect width={w} height={h} className={background} />
      {shapes.map((shape) =>
        shape.round ? (
          <circle
            key={shape.key}
            cx={shape.cx}
            cy={shape.cy}
            r={shape.r}
            className={shape.fill}
            opacity={shape.opacity}
          />
        ) : (
          <rect
            key={shape.key}
            x={shape.cx - shape.r}
            y={shape.cy - shape.r / 2}
            width={shape.r * 2}
            height={shape.r}
            rx={shape.r / 2}
            className={shape.fill}
            opacity={shape.opacity}
            transform={`rotate(${Math.round(random() * 90 - 45)} ${shape.cx} ${shape.cy})`}
          />
        ),
      )}
      {Motif && (
        <g className={tint ? undefined : "kit-art-motif"} color={tint}>
          <circle cx={w / 2} cy={h / 2} r={motifSize * 0.78} className="kit-art-halo" />
          <Motif
            x={(w - motifSize) / 2}
            y={(h - motifSize) / 2}
            width={motifSize}
            height={motifSize}
            strokeWidth={1.25}
            aria-hidden="true"
          />
        </g>
      )}
    </svg>
  );
}
