import { useState } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { checkedForm, KitForm } from "~/components/kit/kit-form";
import { Glyph } from "~/components/ui/icon";
import { text } from "~/lib/content/vocab/fields";
import { kitArt, kitLink, lucideIcon } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import "~/styles/kit/_auth.scss";

/** A sign-in form with what surrounds it: a heading, steps, other ways in, a link on. */
const authPanel = z
  .strictObject({
    heading: z.optional(
      text(1, 80).check(
        z.describe("The panel's h2 when a page shows two forms; the page's h1 names a single one"),
      ),
    ),
    steps: z.optional(
      z
        .array(text(1, 200).check(z.describe("One step, a sentence")))
        .check(z.describe("Numbered steps above the form (password recovery)")),
    ),
    form: z
      .omit(checkedForm, { label: true })
      .check(z.describe("The form; its id starts every id inside the panel")),
    forgot: z.optional(
      kitLink.check(z.describe("The Forgot your password? link under the fields")),
    ),
    alternatives: z.optional(
      z
        .array(
          z
            .strictObject({
              label: text(1, 80).check(
                z.describe("The button's text, e.g. Continue with a passkey"),
              ),
              icon: lucideIcon,
            })
            .check(z.describe("One other way in, as a button")),
        )
        .check(
          z.describe(
            "Other ways in (Continue with a passkey): buttons that say they are not available here",
          ),
        ),
    ),
    alternativesOutcome: z.optional(
      text(1, 300).check(z.describe("What those buttons say when pressed")),
    ),
    footer: z.optional(
      z
        .strictObject({
          text: text(1, 120).check(z.describe("The line before the link, e.g. New here?")),
          link: kitLink,
        })
        .check(z.describe("The line at the end: New here? Create an account")),
    ),
  })
  .check(z.describe("One form with its heading, steps and links"));

/**
 * The sign-in pages' section as a content file writes it: the h1 and lead, one or two panels
 * (each a checked sample form with its fields, rules and messages, and what surrounds it), and a
 * cover picture beside a single form.
 */
export const schema = z.strictObject({
  title: text(1, 120).check(
    z.describe("The page's h1 (and the form's name when there is one panel)"),
  ),
  lead: text(1, 400).check(z.describe("A sentence or two under the page's title")),
  panels: z
    .array(authPanel)
    .check(
      z.minLength(1),
      z.maxLength(2, "show one or two forms"),
      z.describe("One form, or two side by side (sign in and create an account)"),
    ),
  cover: z.optional(
    kitArt.check(
      z.describe("A picture beside a single form (hidden on small screens, decorative there too)"),
    ),
  ),
});

export type AuthSplitProps = Drawn<Fields<typeof schema>>;

type AuthPanelProps = AuthSplitProps["panels"][number];

/**
 * Sign-in, sign-up and recovery pages: one form beside a cover picture, or two forms side by
 * side under the title. Built on the kit's form (KitForm), so every field is labelled, checked
 * in the page with inline errors and a summary, and nothing is sent.
 */
export function AuthSplit({ title, lead, panels, cover }: AuthSplitProps) {
  const single = panels.length === 1;
  return (
    <div className={cx("kit-auth", single ? "kit-auth-single" : "kit-auth-pair")}>
      <div className="container kit-auth-inner">
        <div className="kit-auth-main">
          <h1 id="auth-title" className="kit-auth-title">
            {title}
          </h1>
          <p className="kit-auth-lead">{lead}</p>
          <div className="kit-auth-panels">
            {panels.map((panel) => (
              <AuthPanel
                key={panel.form.id}
                {...panel}
                labelledBy={single ? "auth-title" : `${panel.form.id}-heading`}
              />
            ))}
          </div>
        </div>
        {single && cover && (
          <div className="kit-auth-cover">
            <Artwork {...cover} ratio="3:4" width={540} />
          </div>
        )}
      </div>
    </div>
  );
}

function AuthPanel({
  heading,
  steps,
  form,
  forgot,
  alternatives = [],
  alternativesOutcome,
  footer,
  labelledBy,
}: AuthPanelProps & { labelledBy: string }) {
  const [pressed, setPressed] = useState(false);
  // Two forms are two sections, each named by its h2; a single one is the page's h1 own form.
  const Panel = heading ? "section" : "div";
  return (
    <Panel className="kit-card kit-auth-panel" aria-labelledby={heading ? labelledBy : undefined}>
      {heading && (
        <h2 id={labelledBy} className="kit-auth-heading">
          {heading}
        </h2>
      )}
      {steps && (
        <ol className="kit-auth-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <KitForm
        {...form}
        labelledBy={labelledBy}
        summaryLevel={heading ? 3 : 2}
        extra={
          forgot && (
            <Link to={forgot.href} className="kit-auth-forgot">
              {forgot.label}
            </Link>
          )
        }
      />
      {alternatives.length > 0 && (
        <div className="kit-auth-alt">
          <p className="kit-auth-or">
            <span>or</span>
          </p>
          <div className="kit-auth-alt-buttons">
            {alternatives.map((alternative) => (
              <button
                key={alternative.label}
                type="button"
                className="kit-btn kit-btn-outline"
                onClick={() => setPressed(true)}
              >
                <Glyph icon={alternative.icon} size={18} />
                {alternative.label}
              </button>
            ))}
          </div>
          <p className="kit-form-status" role="status">
            {pressed ? alternativesOutcome : null}
          </p>
        </div>
      )}
      {footer && (
        <p className="kit-auth-footer">
          {footer.text} <Link to={footer.link.href}>{footer.link.label}</Link>
        </p>
      )}
    </Panel>
  );
}
