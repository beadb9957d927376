/**
 * The company pages' icons: 24×24 stroke icons drawn for this site, by name, so content modules
 * stay plain data. They stay hand-drawn rather than moving onto Lucide: measured on /home, the
 * Lucide versions cost +4.9 KB gzip of own JS (per-icon chunks and Lucide's runtime), over the
 * page's 20 KB budget (decision 0009). Template pages draw Lucide icons with Glyph. Their names
 * are the content vocabulary's (app/lib/content/vocab/icon-names.ts): each has its drawing here.
 */
import type { IconName } from "~/lib/content/vocab/icon-names";

export type { IconName };

export const iconPaths = {
  "chevron-down": "M6 9l6 6 6-6",
  "arrow-up": "M12 19V5M5 12l7-7 7 7",
  "arrow-right": "M5 12h14M13 5l7 7-7 7",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  shield: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z",
  "shield-check": "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5",
  database:
    "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  cloud: "M7 18h10a4 4 0 00.6-7.95A6 6 0 006.1 9.2 4.5 4.5 0 007 18z",
  network: "M12 3v6M5 21v-4h14v4M12 9a3 3 0 100 .01M5 17v-3h14v3M12 12v2",
  key: "M14 10a4 4 0 11-1.2-2.8L21 15v3h-3v-2h-2v-2h-2l-1.2-1.2A4 4 0 0114 10z",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 110 6 3 3 0 010-6z",
  pulse: "M3 12h4l3-8 4 16 3-8h4",
  document: "M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6",
  users:
    "M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M17 11a3 3 0 100-6M22 21v-1a5 5 0 00-4-4.9",
  building: "M4 21V4h10v17M14 9h6v12M8 8h2M8 12h2M8 16h2M17 13h1M17 17h1M2 21h20",
  home: "M3 11l9-8 9 8M5 10v11h14V10M10 21v-6h4v6",
  clock: "M12 7v5l3 2M12 3a9 9 0 110 18 9 9 0 010-18z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z",
  "map-pin":
    "M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  lock: "M6 11h12v10H6zM8 11V7a4 4 0 018 0v4",
  server: "M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01",
  refresh: "M20 11a8 8 0 00-14.8-4M4 4v4h4M4 13a8 8 0 0014.8 4M20 20v-4h-4",
  chart: "M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-7",
  search: "M11 4a7 7 0 110 14 7 7 0 010-14zM21 21l-5-5",
  bell: "M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0",
  compass: "M12 3a9 9 0 110 18 9 9 0 010-18zM15.5 8.5l-2 5-5 2 2-5z",
  globe:
    "M12 3a9 9 0 110 18 9 9 0 010-18zM3.5 9h17M3.5 15h17M12 3c-2.4 2.6-3.6 5.6-3.6 9s1.2 6.4 3.6 9c2.4-2.6 3.6-5.6 3.6-9S14.4 5.6 12 3z",
  laptop: "M5 5h14v10H5zM2.5 19h19l-2.5-4H5z",
  flame:
    "M12 21c-3.9 0-7-2.8-7-6.6 0-3.1 2-5 3.4-6.6.3 1.6 1 2.8 2.3 3.4C10.5 8 11.7 5 14 3c.4 3 4.9 5.3 4.9 11.4 0 3.8-3 6.6-6.9 6.6z",
} as const satisfies Record<IconName, string>;
