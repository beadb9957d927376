import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";
import { lucideIcon } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { seeded } from "~/lib/seeded";

/** The app screen a drawn phone shows, as a content file writes it (the icon by its Lucide name). */
export const kitPhoneScreen = z.strictObject({
  title: text(1, 40).check(z.describe("The screen's title, drawn at its top and read aloud")),
  icon: lucideIcon.check(z.describe("The icon of the screen's main card")),
});

export type PhoneScreen = Drawn<Fields<typeof kitPhoneScreen>>;

/** A phone drawn in SVG showing an app screen: a title, a card and list rows. */
export function PhoneMockup({ screen, width = 280 }: { screen: PhoneScreen; width?: number }) {
  const random = seeded(screen.title);
  const rows = Array.from({ length: 4 }, (_, index) => ({
    key: index,
    width: 120 + Math.round(random() * 90),
  }));
  const Icon = screen.icon;
  return (
    <svg
      className="kit-phone"
      viewBox="0 0 300 600"
      width={width}
      height={width * 2}
      role="img"
      aria-label={`App screen: ${screen.title}`}
      focusable="false"
    >
      <rect x={4} y={4} width={292} height={592} rx={42} className="kit-phone-frame" />
      <rect x={16} y={16} width={268} height={568} rx={32} className="kit-phone-screen" />
      <rect x={110} y={26} width={80} height={18} rx={9} className="kit-phone-frame" />
      <text x={34} y={96} className="kit-phone-title">
        {screen.title}
      </text>
      <rect x={34} y={120} width={232} height={170} rx={20} className="kit-fill-1" />
      <Icon
        x={110}
        y={160}
        width={80}
        height={80}
        strokeWidth={1.5}
        className="kit-phone-icon"
        aria-hidden="true"
      />
      {rows.map((row, index) => (
        <g key={row.key}>
          <circle
            cx={56}
            cy={338 + index * 58}
            r={18}
            className={index % 2 ? "kit-fill-2" : "kit-fill-3"}
          />
          <rect
            x={86}
            y={326 + index * 58}
            width={row.width}
            height={10}
            rx={5}
            className="kit-phone-line"
          />
          <rect
            x={86}
            y={344 + index * 58}
            width={row.width * 0.6}
            height={8}
            rx={4}
            className="kit-phone-line-soft"
          />
        </g>
      ))}
    </svg>
  );
}
