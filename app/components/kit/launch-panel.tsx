import { Countdown, type CountdownProps } from "~/components/kit/countdown";
import { SampleForm, type SampleFormProps } from "~/components/kit/sample-form";
import { type SocialLink, SocialLinks } from "~/components/kit/social-links";
import { cx } from "~/lib/cx";

import "~/styles/kit/_launch.scss";

export interface LaunchPanelProps {
  /** The countdown to the launch; `launched` replaces it once the moment has passed. */
  countdown: Omit<CountdownProps, "className">;
  /** The notify-me form (a sample: it confirms and sends nothing). */
  form: SampleFormProps;
  /** Where else to follow the launch. */
  socials?: { label: string; links: readonly SocialLink[] };
  /** Centre the pieces (a centred hero). */
  centred?: boolean;
}

/**
 * What a coming-soon page puts under its headline: the countdown, a notify-me form and the
 * brand's profiles. Goes in a hero's `below` slot.
 */
export function LaunchPanel({ countdown, form, socials, centred }: LaunchPanelProps) {
  return (
    <div className={cx("kit-launch", centred && "kit-launch-centred")}>
      <Countdown {...countdown} className="kit-launch-countdown" />
      <SampleForm {...form} inline className="kit-launch-form" />
      {socials && <SocialLinks label={socials.label} links={socials.links} />}
    </div>
  );
}
