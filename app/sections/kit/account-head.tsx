import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import "~/styles/kit/_account.scss";

/** An account page's heading as a content file writes it. */
export const schema = z.strictObject({
  title: text(1, 80).check(z.describe("The page's h1")),
  intro: z.optional(text(1, 300).check(z.describe("One line under it"))),
});

export type AccountHeadProps = Fields<typeof schema>;

/** The heading of an account page. */
export function AccountHead({ title, intro }: AccountHeadProps) {
  return (
    <div className="acct-head">
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
    </div>
  );
}
