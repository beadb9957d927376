/**
 * What a coming-soon page's hero (kit/launch-hero.tsx) takes from a content file: the kit hero's
 * fields (kit/hero.schema.ts) and the launch panel under them: the moment the countdown counts
 * to, as an ISO date and time with its offset, the notify-me sample form and the brand's
 * profiles (Lucide icons by name).
 */
import * as z from "zod/mini";

import { href, text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import { kitSampleForm, lucideIcon } from "~/lib/content/kit-fields";

import { kitHeroText } from "./hero.schema";
import type { LaunchHeroProps } from "./launch-hero";

export const launchHeroSchema = z.extend(kitHeroText, {
  launch: z.strictObject({
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
  }),
});

/** The hero's props: the countdown's moment as the epoch milliseconds the countdown takes. */
export const launchHeroProps = ({
  launch: { countdown, ...launch },
  ...hero
}: z.infer<typeof launchHeroSchema>): IconNamed<LaunchHeroProps> => ({
  ...hero,
  launch: { ...launch, countdown: { ...countdown, target: Date.parse(countdown.target) } },
});
