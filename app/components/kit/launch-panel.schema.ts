/**
 * A coming-soon page's launch panel (kit/launch-panel.tsx) as a part of a section in a content
 * file (`below: { part: LaunchPanel, … }`, under a hero's text): the moment the countdown counts
 * to, as an ISO date and time with its offset, the notify-me sample form and the brand's
 * profiles (Lucide icons by name).
 */
import * as z from "zod/mini";

import { href, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitSampleForm, lucideIcon } from "~/lib/content/vocab/kit-fields";

import type { LaunchPanelProps } from "./launch-panel";

export const launchPanelPart = z.strictObject({
  part: z.literal("LaunchPanel"),
  countdown: z.strictObject({
    target: z.iso.datetime({
      offset: true,
      error: "write the launch moment as 2027-03-15T08:00:00Z (or with its offset, +01:00)",
    }),
    label: text(1, 80),
    doneText: text(1, 80),
    /** Said in place of the figures once the moment has passed. */
    launched: z.optional(text(1, 200)),
  }),
  form: kitSampleForm,
  socials: z.optional(
    z.strictObject({
      label: text(1, 80),
      links: z.array(z.strictObject({ label: text(1, 80), href, icon: lucideIcon })),
    }),
  ),
  centred: z.optional(z.boolean("write true or false")),
});

/** The panel's props: the countdown's moment as the epoch milliseconds the countdown takes. */
export const launchPanelProps = ({
  part,
  countdown,
  ...panel
}: z.infer<typeof launchPanelPart>): { part: typeof part } & IconNamed<LaunchPanelProps> => ({
  part,
  ...panel,
  countdown: { ...countdown, target: Date.parse(countdown.target) },
});
