import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { checkField, checkForm, type FieldRules } from "./form-check";

describe("checkField", () => {
  const email: FieldRules = { name: "email", required: "Enter your e-mail", email: true };

  it("asks for a required value that is empty, blank, unticked or has nothing chosen", () => {
    expect(checkField(email, {})).toBe("Enter your e-mail");
    expect(checkField(email, { email: "   " })).toBe("Enter your e-mail");
    expect(checkField({ name: "terms", required: "Accept" }, { terms: false })).toBe("Accept");
    expect(checkField({ name: "services", required: "Tick one" }, { services: [] })).toBe(
      "Tick one",
    );
    expect(checkField({ name: "services", required: "Tick one" }, { services: ["A"] })).toBe(
      undefined,
    );
  });

  it("leaves an empty optional field alone, whatever its other rules", () => {
    expect(checkField({ name: "email", email: true, minLength: 5 }, { email: "" })).toBe(undefined);
  });

  it("checks e-mail addresses", () => {
    expect(checkField(email, { email: "ada@example.com" })).toBeUndefined();
    expect(checkField(email, { email: " ada@example.com " })).toBeUndefined();
    for (const bad of ["ada", "ada@", "@example.com", "ada@example", "a da@example.com"]) {
      expect(checkField(email, { email: bad }), bad).toMatch(/like name@example.com/);
    }
  });

  it("counts characters, not UTF-16 units, for a minimum length", () => {
    const rules: FieldRules = { name: "password", minLength: 4 };
    expect(checkField(rules, { password: "abc" })).toBe("Use at least 4 characters");
    expect(checkField(rules, { password: "🔑🔑🔑" })).toBe("Use at least 4 characters");
    expect(checkField(rules, { password: "🔑🔑🔑🔑" })).toBeUndefined();
  });

  it("compares a confirmation with the field it repeats, with the field's own message", () => {
    const rules: FieldRules = { name: "confirm", matches: "password", invalid: "No match" };
    expect(checkField(rules, { password: "long enough", confirm: "long enougH" })).toBe("No match");
    expect(checkField(rules, { password: "long enough", confirm: "long enough" })).toBeUndefined();
  });

  it("passes any password that is long enough and repeated exactly", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 10 }).filter((value) => value.trim() !== ""),
        (value) => {
          const fields: FieldRules[] = [
            { name: "password", required: "x", minLength: 10 },
            { name: "confirm", required: "y", matches: "password" },
          ];
          const chars = [...value].length;
          const errors = checkForm(fields, { password: value, confirm: value });
          expect(errors).toEqual(chars >= 10 ? {} : { password: "Use at least 10 characters" });
        },
      ),
    );
  });
});

describe("checkForm", () => {
  it("lists every field's error in field order", () => {
    const fields: FieldRules[] = [
      { name: "name", required: "Enter your name" },
      { name: "email", required: "Enter your e-mail", email: true },
      { name: "terms", required: "Accept the terms" },
    ];
    const errors = checkForm(fields, { name: "", email: "nope", terms: false });
    expect(Object.keys(errors)).toEqual(["name", "email", "terms"]);
    expect(checkForm(fields, { name: "Ada", email: "ada@example.com", terms: true })).toEqual({});
  });
});
