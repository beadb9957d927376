import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";

import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

export interface PauseButtonProps {
  /** Whether the motion runs now. */
  playing: boolean;
  onToggle: () => void;
  /** What moves, for the name: "slides", "logos". */
  what: string;
}

/**
 * The pause/play button every moving part has. Both icons are always rendered and CSS shows
 * one, so a state change touches attributes only (the prerendered DOM stays as it is).
 */
export function PauseButton({ playing, onToggle, what }: PauseButtonProps) {
  return (
    <button
      type="button"
      className={cx("kit-round-btn kit-pause", playing ? "is-playing" : "is-paused")}
      aria-label={playing ? `Pause ${what}` : `Play ${what}`}
      onClick={onToggle}
    >
      <Glyph icon={Pause} size={18} className="kit-pause-icon" />
      <Glyph icon={Play} size={18} className="kit-play-icon" />
    </button>
  );
}
