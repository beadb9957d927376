import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { render } from "@testing-library/react";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import Compliance from "~/routes/pages/compliance";

import { disclosureAnchor, securityTxtPath } from "./compliance";
import { site } from "./generated/site";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const file = readFileSync(resolve(process.cwd(), "public", `.${securityTxtPath}`), "utf8");

/** The file's fields (RFC 9116 §2.4), comments and blank lines skipped; repeated fields kept. */
const fields = file
  .split(/\r?\n/)
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new Error(`Not a field line: ${line}`);
    return { name: match[1].toLowerCase(), value: match[2] };
  });

const values = (name: string) => fields.filter((field) => field.name === name).map((f) => f.value);
const only = (name: string) => {
  const found = values(name);
  expect(found, name).toHaveLength(1);
  return found[0] ?? "";
};

describe("/.well-known/security.txt", () => {
  it("has the required and expected fields, and no unknown ones", () => {
    const known = ["contact", "expires", "policy", "preferred-languages", "canonical", "csaf"];
    expect(fields.map((field) => field.name).filter((name) => !known.includes(name))).toEqual([]);
    expect(values("contact").length).toBeGreaterThanOrEqual(1);
    expect(only("preferred-languages")).toBe("en");
  });

  it("gives the security e-mail from the site config as its contact", () => {
    expect(values("contact")).toContain(`mailto:${site.email.security}`);
  });

  it("expires in the future, but less than a year from now (RFC 9116 §2.5.5)", () => {
    const expires = only("expires");
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const remaining = Date.parse(expires) - Date.now();
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThan(YEAR_MS);
  });

  it("declares its canonical https URL on the site's origin", () => {
    expect(only("canonical")).toBe(`${site.origin}${securityTxtPath}`);
  });

  it("points its policy at the disclosure section of /compliance", () => {
    expect(only("policy")).toBe(`${site.origin}/compliance#${disclosureAnchor}`);
    const { container } = render(createElement(Compliance), { wrapper: MemoryRouter });
    const target = container.querySelector(`[id="${disclosureAnchor}"]`);
    expect(target?.tagName).toBe("SECTION");
    expect(target?.querySelector(`a[href="${securityTxtPath}"]`)).toBeTruthy();
    expect(target?.querySelector(`a[href="mailto:${site.email.security}"]`)).toBeTruthy();
  });
});
