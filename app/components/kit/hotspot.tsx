import Plus from "lucide-react/icons/plus";
import type { ReactNode } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog, DialogTrigger } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Popover } from "react-aria-components/Popover";

import { Glyph } from "~/components/ui/icon";
import { useTemplateHandle } from "~/lib/template-page";

/** Positions on the picture, in steps of 5% (classes in _hotspots.scss; no style attributes). */
export type Percent =
  | 0
  | 5
  | 10
  | 15
  | 20
  | 25
  | 30
  | 35
  | 40
  | 45
  | 50
  | 55
  | 60
  | 65
  | 70
  | 75
  | 80
  | 85
  | 90
  | 95
  | 100;

export interface HotspotProps {
  /** From the left and from the top of the picture. */
  x: Percent;
  y: Percent;
  /** The popover's heading and the button's name. */
  title: string;
  children: ReactNode;
}

/** A "+" on a picture that opens a small dialog about that spot (React Aria popover). */
export function Hotspot({ x, y, title, children }: HotspotProps) {
  const { theme } = useTemplateHandle();
  return (
    <DialogTrigger>
      <Button className={`kit-hotspot kit-at-x${x} kit-at-y${y}`} aria-label={`Details: ${title}`}>
        <Glyph icon={Plus} size={18} />
      </Button>
      {/* Rendered at the end of <body>, outside the layout: it carries the theme itself. */}
      <Popover className="tpl kit-popover" data-tpl-theme={theme} placement="top">
        <Dialog className="kit-popover-dialog">
          <Heading slot="title" className="kit-popover-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
