/**
 * The site's own media files (videos): under public/media/, served at /media/<name>. A content
 * field that names one is checked by `MEDIA.pattern`; the editor uploads into that folder, only
 * the formats in `accept` and no larger than `maxBytes` (app/lib/content/editor/).
 */
export const MEDIA = {
  pattern: /^\/media\/[a-z0-9-]+\.(webm|mp4)$/,
  accept: "video/webm,video/mp4",
  /** A short loop, not a film (the showreel is 19 KB). */
  maxBytes: 20 * 1024 * 1024,
  folder: "public/media",
  publicPath: "/media",
} as const;
