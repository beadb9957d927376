import type { LucideIcon } from "lucide-react";

import { PhoneMockup, type PhoneScreen } from "~/components/kit/phone-mockup";
import { Glyph } from "~/components/ui/icon";

import "~/styles/kit/_phone.scss";

export interface PhonePoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface PhoneSpreadProps {
  screen: PhoneScreen;
  /** Points on the left and on the right of the phone (stacked on small screens). */
  left: readonly PhonePoint[];
  right: readonly PhonePoint[];
  /** Level of the points' headings. */
  level?: 2 | 3;
}

function Points({ points, level }: { points: readonly PhonePoint[]; level: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <ul className="kit-phone-points">
      {points.map((point) => (
        <li key={point.title}>
          <span className="kit-icon-tile">
            <Glyph icon={point.icon} size={22} />
          </span>
          <Title className="kit-phone-point-title">{point.title}</Title>
          <p className="kit-muted">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A phone between two lists of what the app does (a hero's picture, or a section's body). */
export function PhoneSpread({ screen, left, right, level = 3 }: PhoneSpreadProps) {
  return (
    <div className="kit-phone-spread">
      <Points points={left} level={level} />
      <PhoneMockup screen={screen} />
      <Points points={right} level={level} />
    </div>
  );
}
