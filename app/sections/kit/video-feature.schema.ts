/**
 * What the template kit's video feature (kit/video-feature.tsx) takes from a content file: a
 * self-hosted video (a file under public/media/) behind a drawn poster, and a few points with
 * Lucide icons (by name) under it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitIconPoint, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { VideoFeatureProps } from "./video-feature";

/** The site's static files; the build and the tests run from the repository root. */
const PUBLIC = join(process.cwd(), "public");

/** A video the site serves itself: /media/<name>.webm, a file under public/media/. */
const mediaFile = z.string("write the video's path, e.g. /media/showreel.webm").check(
  z.regex(/^\/media\/[a-z0-9-]+\.(webm|mp4)$/, "write /media/<name>.webm or .mp4"),
  z.refine((path) => existsSync(`${PUBLIC}${path}`), "put the video under public/media/ first"),
);

export const videoFeatureSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  video: z.strictObject({
    /** The dialog's heading. */
    title: text(1, 120),
    src: mediaFile,
    poster: kitArt,
    /** What the video shows, for people who cannot watch it. */
    description: text(1, 400),
    buttonText: z.optional(text(1, 40)),
  }),
  points: z.optional(z.array(kitIconPoint)),
  tone: kitTone,
  anchor: kitAnchor,
});

export const videoFeatureFields = (
  fields: z.infer<typeof videoFeatureSchema>,
): IconNamed<VideoFeatureProps> => fields;
