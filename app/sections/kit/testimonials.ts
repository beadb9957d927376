import type { Testimonial } from "./quote-card";
import type { KitIntro, Tone } from "./section";

/** What every testimonials section takes. */
export interface TestimonialsProps {
  id: string;
  heading: KitIntro;
  items: readonly Testimonial[];
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}
