import type { LucideIcon } from "lucide-react";

import { VideoDialog, type VideoDialogProps } from "~/components/kit/video-dialog";
import { Glyph } from "~/components/ui/icon";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_video.scss";

export interface VideoFeatureProps {
  id: string;
  heading: KitIntro;
  video: VideoDialogProps;
  /** Short points under the video. */
  points?: readonly { icon: LucideIcon; title: string; text: string }[];
  tone?: Tone;
  anchor?: string;
}

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
