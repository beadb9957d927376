import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUp from "lucide-react/icons/arrow-up";
import Bell from "lucide-react/icons/bell";
import Building2 from "lucide-react/icons/building-2";
import ChartColumn from "lucide-react/icons/chart-column";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import Clock from "lucide-react/icons/clock";
import Cloud from "lucide-react/icons/cloud";
import Compass from "lucide-react/icons/compass";
import Database from "lucide-react/icons/database";
import Eye from "lucide-react/icons/eye";
import FileText from "lucide-react/icons/file-text";
import Flame from "lucide-react/icons/flame";
import Globe from "lucide-react/icons/globe";
import House from "lucide-react/icons/house";
import KeyRound from "lucide-react/icons/key-round";
import Laptop from "lucide-react/icons/laptop";
import Lock from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Menu from "lucide-react/icons/menu";
import Network from "lucide-react/icons/network";
import Phone from "lucide-react/icons/phone";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Search from "lucide-react/icons/search";
import Server from "lucide-react/icons/server";
import Shield from "lucide-react/icons/shield";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import X from "lucide-react/icons/x";
import Zap from "lucide-react/icons/zap";

/**
 * The company pages' icons by name, drawn by Lucide (decision 0009). Content modules name an
 * icon ("shield-check") instead of importing a component, so copy stays plain data. Template
 * sections take Lucide components directly, so a page bundles only the icons it shows.
 */
const icons = {
  "chevron-down": ChevronDown,
  "arrow-up": ArrowUp,
  "arrow-right": ArrowRight,
  menu: Menu,
  close: X,
  shield: Shield,
  "shield-check": ShieldCheck,
  database: Database,
  cloud: Cloud,
  network: Network,
  key: KeyRound,
  eye: Eye,
  pulse: Activity,
  document: FileText,
  users: Users,
  building: Building2,
  home: House,
  clock: Clock,
  check: Check,
  mail: Mail,
  phone: Phone,
  "map-pin": MapPin,
  bolt: Zap,
  lock: Lock,
  server: Server,
  refresh: RefreshCw,
  chart: ChartColumn,
  search: Search,
  bell: Bell,
  compass: Compass,
  globe: Globe,
  laptop: Laptop,
  flame: Flame,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Rendered width and height in px. */
  size?: number;
  className?: string;
  /** Accessible name; omit for decorative icons (hidden from assistive technology). */
  title?: string;
}

export function Icon({ name, size, className, title }: IconProps) {
  return <Glyph icon={icons[name]} size={size} className={className} title={title} />;
}

export interface GlyphProps extends Omit<IconProps, "name"> {
  /** A Lucide icon, imported per icon (`lucide-react/icons/<name>`). */
  icon: LucideIcon;
}

/** Draws a Lucide icon with the site's stroke, sized, decorative unless it has a title. */
export function Glyph({ icon: Drawn, size = 24, className, title }: GlyphProps) {
  return (
    <Drawn
      className={className ? `icon ${className}` : "icon"}
      size={size}
      strokeWidth={1.75}
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    />
  );
}
