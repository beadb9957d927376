import Star from "lucide-react/icons/star";

import { PersonAvatar } from "~/components/kit/person-avatar";
import { Glyph } from "~/components/ui/icon";

import "~/styles/kit/_testimonials.scss";

export interface Testimonial {
  quote: string;
  name: string;
  /** Role and company, or city. */
  role: string;
  /** Stars out of five. */
  rating?: 1 | 2 | 3 | 4 | 5;
}

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
