import CirclePlay from "lucide-react/icons/circle-play";
import { useId, useState } from "react";

import { Glyph } from "~/components/ui/icon";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { cx } from "~/lib/cx";

import { type Art, Artwork } from "./artwork";
import { KitModal } from "./modal";

import "~/styles/kit/_video.scss";

export interface VideoDialogProps {
  /** The video's title: the dialog's heading. */
  title: string;
  /** Self-hosted video file (e.g. "/media/showreel.webm"). */
  src: string;
  /** The poster drawn on the button that opens it. */
  poster: Art;
  /** What the video shows, for people who cannot watch it (it has no sound). */
  description: string;
  /** The open button's visible text. */
  buttonText?: string;
  className?: string;
}

/** A poster with a play button that opens the video in a modal dialog. */
export function VideoDialog({
  title,
  src,
  poster,
  description,
  buttonText = "Play video",
  className,
}: VideoDialogProps) {
  const [open, setOpen] = useState(false);
  const reduced = useReducedMotion();
  const descriptionId = useId();
  return (
    <div className={cx("kit-video", className)}>
      <button type="button" className="kit-video-open" onClick={() => setOpen(true)}>
        <Artwork {...poster} alt="" ratio="16:9" width={960} />
        <span className="kit-video-play">
          <Glyph icon={CirclePlay} size={28} /> {buttonText}
        </span>
      </button>
      <KitModal isOpen={open} onOpenChange={setOpen} title={title}>
        {/* No sound track, so no captions; the description says what it shows. It starts on
            its own only when the visitor has not asked for reduced motion. */}
        <video
          className="kit-video-player"
          src={src}
          controls
          autoPlay={!reduced}
          muted
          loop
          playsInline
          width={640}
          height={360}
          aria-describedby={descriptionId}
        />
        <p id={descriptionId} className="kit-video-text kit-muted">
          {description}
        </p>
      </KitModal>
    </div>
  );
}
