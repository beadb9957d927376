import { LaunchPanel, type LaunchPanelProps } from "~/components/kit/launch-panel";

import { Hero, type KitHeroProps } from "./hero";

export interface LaunchHeroProps extends Omit<KitHeroProps, "aside" | "asideCard" | "below"> {
  /** Under the headline: the countdown, the notify-me form and the brand's profiles. */
  launch: LaunchPanelProps;
}

/**
 * A coming-soon page's opening: the kit hero with the launch panel under its text. Its own
 * section, so the heroes of other pages load no countdown.
 */
export function LaunchHero({ launch, ...hero }: LaunchHeroProps) {
  return <Hero {...hero} below={<LaunchPanel {...launch} />} />;
}
