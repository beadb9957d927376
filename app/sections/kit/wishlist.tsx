import Trash2 from "lucide-react/icons/trash-2";
import { useRef, useState } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { Price } from "~/components/kit/price";
import { Glyph } from "~/components/ui/icon";
import { elementId, text } from "~/lib/content/vocab/fields";
import { lucideIcon, usCents } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import "~/styles/kit/_products.scss";

/** A saved product as a content file writes it. */
export const wishlistItem = z
  .strictObject({
    id: elementId.check(z.describe("Names the saved product; unique in the list")),
    name: text(1, 80).check(z.describe("The product's name")),
    shop: text(1, 80).check(z.describe("The shop that sells it")),
    price: usCents("price"),
    motif: lucideIcon.check(z.describe("What its picture shows")),
    tint: z.optional(text(1, 40).check(z.describe("Colour of the motif (an SVG colour)"))),
  })
  .check(z.describe("One saved product"));

export type WishlistItem = Drawn<Fields<typeof wishlistItem>>;

export interface WishlistProps {
  items: readonly WishlistItem[];
  /** What an empty list says, and where it sends the visitor. */
  empty: { text: string; link: { label: string; href: string } };
  /** Announced after a removal; "{name}" is filled in. */
  removed: string;
}

/**
 * Saved products as cards, each with a Remove button. After a removal the change is announced
 * and focus moves to the next card's button (or the previous one, or the empty message), so a
 * keyboard user is never left on a button that no longer exists.
 */
export function Wishlist({ items: initial, empty, removed }: WishlistProps) {
  const [items, setItems] = useState(initial);
  const [status, setStatus] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const emptyMessage = useRef<HTMLParagraphElement>(null);

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const next = items.filter((_, at) => at !== index);
    setItems(next);
    setStatus(removed.replace("{name}", item.name));
    // After React has removed the card: the button now at the same index, or the one before.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
      const target = buttons[Math.min(index, buttons.length - 1)];
      if (target) target.focus();
      else emptyMessage.current?.focus();
    });
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {items.length > 0 ? (
        <ul ref={list} className="kit-grid kit-grid-3 acct-wishlist">
          {items.map((item, index) => (
            <li key={item.id}>
              <article className="kit-card kit-product">
                <div className="kit-product-media">
                  <Artwork
                    seed={item.id}
                    motif={item.motif}
                    tint={item.tint}
                    alt=""
                    ratio="1:1"
                    width={400}
                  />
                </div>
                <h3 className="kit-product-name">{item.name}</h3>
                <p className="kit-muted acct-wish-shop">{item.shop}</p>
                <p className="kit-product-price">
                  <Price cents={item.price} />
                </p>
                <button
                  type="button"
                  className="kit-btn kit-btn-outline kit-btn-sm"
                  aria-label={`Remove ${item.name} from favorites`}
                  onClick={() => remove(index)}
                >
                  <Glyph icon={Trash2} size={16} />
                  Remove
                </button>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <div className="acct-empty">
          <p ref={emptyMessage} tabIndex={-1}>
            {empty.text}
          </p>
          <Link className="kit-btn kit-btn-sm" to={empty.link.href}>
            {empty.link.label}
          </Link>
        </div>
      )}
    </>
  );
}
