import Star from "lucide-react/icons/star";
import * as z from "zod/mini";

import { PersonAvatar } from "~/components/kit/person-avatar";
import { Glyph } from "~/components/ui/icon";
import { text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import "~/styles/kit/_testimonials.scss";

/** One quote as a content file writes it: who said it, and an optional rating out of five. */
export const kitTestimonial = z
  .strictObject({
    quote: text(1, 600).check(z.describe("What the customer said, without quotation marks")),
    name: text(1, 80).check(z.describe("The name of the person quoted")),
    role: text(1, 120).check(z.describe("Role and company, or city")),
    rating: z.optional(
      z
        .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
          error: "rate from 1 to 5",
        })
        .check(z.describe("Stars out of five")),
    ),
  })
  .check(z.describe("A quote: the words, who said them and their role"));

export type Testimonial = Fields<typeof kitTestimonial>;

/** Stars out of five: drawn for the eye, said as text. */
export function Rating({ value }: { value: number }) {
  return (
    <p className="kit-rating">
      <span className="visually-hidden">Rated {value} out of 5</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Glyph key={index} icon={Star} size={18} className={index < value ? "is-on" : "is-off"} />
      ))}
    </p>
  );
}

/** One testimonial: the quote, stars, and who said it with a generated avatar. */
export function QuoteCard({ item, large }: { item: Testimonial; large?: boolean }) {
  return (
    <figure className={large ? "kit-quote kit-quote-large" : "kit-quote kit-card"}>
      {item.rating && <Rating value={item.rating} />}
      <blockquote>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="kit-quote-by">
        <PersonAvatar name={item.name} size={large ? 56 : 44} />
        <span>
          <strong>{item.name}</strong>
          <span className="kit-muted">{item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
