import { existsSync } from "node:fs";
import { join } from "node:path";

import * as z from "zod/mini";

import { VideoDialog } from "~/components/kit/video-dialog";
import { Glyph } from "~/components/ui/icon";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIconPoint, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import { MEDIA } from "~/lib/content/vocab/media";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_video.scss";

/**
 * Whether the site serves `path`: a file under public/ (the build and the tests run from the
 * repository root). The editor's browser (app/admin/) has no files to look at: the build checks.
 */
const served = (path: string) =>
  typeof existsSync !== "function" || existsSync(join(process.cwd(), "public", path));

/** A video the site serves itself: /media/<name>.webm, a file under public/media/. */
const mediaFile = z
  .string("write the video's path, e.g. /media/showreel.webm")
  .check(
    z.regex(MEDIA.pattern, "write /media/<name>.webm or .mp4"),
    z.refine(served, "put the video under public/media/ first"),
  );

/**
 * What a content file gives the video feature: a self-hosted video (a file under public/media/)
 * behind a drawn poster, and a few points with Lucide icons (by name) under it.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  video: z
    .strictObject({
      title: text(1, 120).check(z.describe("The video's title: the dialog's heading")),
      src: mediaFile.check(z.describe("The video file, e.g. /media/showreel.webm")),
      poster: kitArt.check(z.describe("The poster drawn on the button that opens it")),
      description: text(1, 400).check(
        z.describe("What the video shows, for people who cannot watch it (it has no sound)"),
      ),
      buttonText: z.optional(text(1, 40).check(z.describe("The open button's visible text"))),
    })
    .check(z.describe("The video: its file, poster and description")),
  points: z.optional(z.array(kitIconPoint).check(z.describe("Short points under the video"))),
  tone: kitTone,
  anchor: kitAnchor,
});

export type VideoFeatureProps = Drawn<Fields<typeof schema>>;

/** A video poster that opens the video in a dialog, with a few points under it. */
export function VideoFeature({ id, heading, video, points = [], tone, anchor }: VideoFeatureProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <VideoDialog {...video} className="kit-video-feature" />
      {points.length > 0 && (
        <ul className="kit-grid kit-grid-3 kit-video-points">
          {points.map((point) => (
            <li key={point.title}>
              <span className="kit-icon-tile">
                <Glyph icon={point.icon} size={24} />
              </span>
              <h3 className="kit-video-point-title">{point.title}</h3>
              <p className="kit-muted">{point.text}</p>
            </li>
          ))}
        </ul>
      )}
    </KitSection>
  );
}
