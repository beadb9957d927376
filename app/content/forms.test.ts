import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { readCollection } from "~/lib/content/generated-collections";

import { formsSchema } from "./forms.schema";
import { site } from "./generated/site";
import { confirmLink, unsubscribeLink } from "./newsletter-links";
import { notifyFormCopy } from "./signup-forms";

const FILE = "content/forms.yaml";
const source = readFileSync(FILE, "utf8");

describe("content/forms.yaml", () => {
  it("is checked against its schema, and a text missing the value the code fills in is refused", () => {
    expect(() => readCollection(FILE, source, formsSchema)).not.toThrow();
    const withoutLaunch = source.replace(/\{launch\}/g, "it opens");
    expect(() => readCollection(FILE, withoutLaunch, formsSchema)).toThrow(
      /notify\.success\.text.*\{launch\}/,
    );
  });

  it("gives the notify form's success the launch its page names, or the file's default", () => {
    expect(notifyFormCopy("Monitora opens").success.text).toContain("Monitora opens");
    expect(notifyFormCopy().success.text).not.toMatch(/[{}]/);
  });

  it("names the privacy address of the site in a broken link's outcome", () => {
    for (const outcome of [confirmLink.outcomes.invalid, unsubscribeLink.outcomes.invalid]) {
      expect(outcome.text).toContain(site.email.privacy);
      expect(outcome.text).not.toMatch(/[{}]/);
    }
  });
});
