import * as z from "zod/mini";

import { actionButton, actionLink, elementId, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ActionButtons, SmartLink } from "./action-links";

import "~/styles/sections/_cta-banner.scss";

export const schema = z.strictObject({
  id: elementId.check(z.describe("id of the banner's title (h2), for links to it")),
  title: text(1, 140).check(z.describe("The banner's title")),
  text: text(1, 600).check(z.describe("One or two sentences under the title")),
  actions: z
    .array(actionButton)
    .check(
      z.minLength(1, "give at least one action"),
      z.describe("Calls to action; the first is the primary button"),
    ),
  note: z.optional(
    z
      .strictObject({
        text: text(1, 120).check(z.describe("Text before the link")),
        link: actionLink.check(z.describe("The link (internal path, tel: or mailto:)")),
      })
      .check(
        z.describe("A small line under the buttons with one link, e.g. an emergency phone number"),
      ),
  ),
});

export type CtaBannerProps = Fields<typeof schema>;

/** A closing call-to-action panel, centered. */
export function CtaBanner({ id, title, text, actions, note }: CtaBannerProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <div className="cta-banner section-dark">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <p className="cta-text">{text}</p>
          <ActionButtons actions={actions} tone="dark" className="justify-content-center" />
          {note && (
            <p className="cta-note">
              {note.text} <SmartLink href={note.link.href}>{note.link.label}</SmartLink>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
