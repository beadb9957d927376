import * as z from "zod/mini";

import { Countdown } from "~/components/kit/countdown";
import { SampleForm, sampleForm } from "~/components/kit/sample-form";
import { SocialLinks } from "~/components/kit/social-links";
import { href, text } from "~/lib/content/vocab/fields";
import { lucideIcon } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import "~/styles/kit/_launch.scss";

/**
 * A coming-soon page's launch panel as a part of a section in a content file (`below: { part:
 * LaunchPanel, … }`, under a hero's text): the moment the countdown counts to, as an ISO date
 * and time with its offset, the notify-me sample form and the brand's profiles (Lucide icons by
 * name).
 */
export const part = z.strictObject({
  part: z.literal("LaunchPanel"),
  countdown: z
    .strictObject({
      target: z.iso
        .datetime({
          offset: true,
          error: "write the launch moment as 2027-03-15T08:00:00Z (or with its offset, +01:00)",
        })
        .check(z.describe("The launch moment the countdown counts to, e.g. 2027-03-15T08:00:00Z")),
      label: text(1, 80).check(z.describe("The countdown's name for screen readers")),
      doneText: text(1, 80).check(z.describe("Said when the moment has passed")),
      launched: z.optional(
        text(1, 200).check(z.describe("Said in place of the figures once the moment has passed")),
      ),
    })
    .check(z.describe("The countdown to the launch")),
  form: sampleForm.check(
    z.describe("The notify-me form (a sample: it confirms and sends nothing)"),
  ),
  socials: z.optional(
    z
      .strictObject({
        label: text(1, 80).check(z.describe("The line above the links, e.g. Follow along")),
        links: z
          .array(
            z
              .strictObject({
                label: text(1, 80).check(z.describe("The network's name, for screen readers")),
                href,
                icon: lucideIcon,
              })
              .check(z.describe("A link to a profile elsewhere, shown as its icon")),
          )
          .check(z.describe("The profiles to follow, each shown as an icon")),
      })
      .check(z.describe("Where else to follow the launch")),
  ),
  centred: z.optional(
    z.boolean("write true or false").check(z.describe("Centre the pieces (a centred hero)")),
  ),
});

/** The panel's props: the countdown's moment as the epoch milliseconds the countdown takes. */
export const resolve = ({ countdown, ...panel }: Fields<typeof part>) => ({
  ...panel,
  countdown: { ...countdown, target: Date.parse(countdown.target) },
});

export type LaunchPanelProps = Drawn<Omit<ReturnType<typeof resolve>, "part">>;

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
