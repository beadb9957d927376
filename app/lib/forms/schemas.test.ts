import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { FieldRules } from "./fields";
import {
  contactSchema,
  LIMITS,
  newsletterSchema,
  notifySchema,
  rulesSchema,
  validate,
} from "./schemas";

const contact = {
  name: "Dana Ortiz",
  email: "dana@example.com",
  company: "Ortiz IT",
  segment: "msp",
  topic: "shadowcradle",
  message: "We manage 40 clients and want immutable backups for all of them.",
};

describe("contactSchema", () => {
  it("accepts a complete message and trims it", () => {
    const result = validate(contactSchema, { ...contact, name: "  Dana Ortiz  " });
    expect(result).toEqual({ ok: true, data: { ...contact, name: "Dana Ortiz" } });
  });

  it("needs only name, e-mail and message", () => {
    const { name, email, message } = contact;
    expect(validate(contactSchema, { name, email, message }).ok).toBe(true);
  });

  it("explains each failing field once", () => {
    const result = validate(contactSchema, {
      name: " ",
      email: "not-an-email",
      segment: "reseller",
      message: "Hi",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["email", "message", "name", "segment"]);
    expect(result.errors.email).toMatch(/e-mail address like/);
  });

  it("enforces the length limits", () => {
    const long = validate(contactSchema, {
      ...contact,
      message: "x".repeat(LIMITS.message.max + 1),
    });
    expect(long.ok || long.errors.message).toMatch(/under 5000/);
    const name = validate(contactSchema, { ...contact, name: "x".repeat(LIMITS.name + 1) });
    expect(name.ok || name.errors.name).toMatch(/under 100/);
  });

  it("rejects unknown fields and wrong types", () => {
    const extra = validate(contactSchema, { ...contact, admin: true });
    expect(extra.ok || extra.errors.form).toBe("Unexpected fields.");
    expect(validate(contactSchema, { ...contact, message: 42 }).ok).toBe(false);
    expect(validate(contactSchema, null).ok).toBe(false);
  });
});

describe("newsletterSchema and notifySchema", () => {
  it("accepts an e-mail with known topics", () => {
    expect(
      validate(newsletterSchema, {
        email: "a@example.com",
        topics: ["design", "advertising-updates"],
      }).ok,
    ).toBe(true);
    expect(validate(newsletterSchema, { email: "a@example.com", topics: ["casino"] }).ok).toBe(
      false,
    );
  });

  it("accepts a notify-me request for a product or an industry", () => {
    expect(validate(notifySchema, { email: "a@example.com", product: "Monitora" }).ok).toBe(true);
    expect(validate(notifySchema, { email: "a@example.com", industry: "Healthcare" }).ok).toBe(
      true,
    );
    expect(validate(notifySchema, { email: "" }).ok).toBe(false);
  });
});

describe("rulesSchema (template forms)", () => {
  const check = (fields: readonly FieldRules[], values: Record<string, unknown>) => {
    const result = validate(rulesSchema(fields), values);
    return result.ok ? {} : result.errors;
  };
  const email: FieldRules = { name: "email", required: "Enter your e-mail", email: true };

  it("asks for a required value that is empty, blank, unticked or has nothing chosen", () => {
    expect(check([email], { email: "" })).toEqual({ email: "Enter your e-mail" });
    expect(check([email], { email: "   " })).toEqual({ email: "Enter your e-mail" });
    const terms = { name: "terms", required: "Accept" };
    expect(check([terms], { terms: false })).toEqual({ terms: "Accept" });
    expect(check([terms], { terms: true })).toEqual({});
    const services = { name: "services", required: "Tick one" };
    expect(check([services], { services: [] })).toEqual({ services: "Tick one" });
    expect(check([services], { services: ["A"] })).toEqual({});
  });

  it("leaves an empty optional field alone, whatever its other rules", () => {
    expect(check([{ name: "email", email: true, minLength: 5 }], { email: "" })).toEqual({});
  });

  it("checks e-mail addresses with the server's rule", () => {
    expect(check([email], { email: "ada@example.com" })).toEqual({});
    expect(check([email], { email: " ada@example.com " })).toEqual({});
    for (const bad of ["ada", "ada@", "@example.com", "ada@example", "a da@example.com"]) {
      expect(check([email], { email: bad }).email, bad).toMatch(/like name@example.com/);
      // The same addresses the posted forms' shared schema refuses.
      expect(validate(notifySchema, { email: bad }).ok, bad).toBe(false);
    }
  });

  it("counts characters, not UTF-16 units, for a minimum length", () => {
    const password: FieldRules = { name: "password", minLength: 4 };
    expect(check([password], { password: "abc" })).toEqual({
      password: "Use at least 4 characters",
    });
    expect(check([password], { password: "🔑🔑🔑" }).password).toBe("Use at least 4 characters");
    expect(check([password], { password: "🔑🔑🔑🔑" })).toEqual({});
  });

  it("compares a confirmation with the field it repeats, with the field's own message", () => {
    const fields: FieldRules[] = [
      { name: "password" },
      { name: "confirm", matches: "password", invalid: "No match" },
    ];
    expect(check(fields, { password: "long enough", confirm: "long enougH" })).toEqual({
      confirm: "No match",
    });
    expect(check(fields, { password: "long enough", confirm: "long enough" })).toEqual({});
    // A mismatch shows even while another field is still in error.
    const more = [{ name: "name", required: "Enter your name" }, ...fields];
    expect(check(more, { name: "", password: "a", confirm: "b" })).toEqual({
      name: "Enter your name",
      confirm: "No match",
    });
  });

  it("gives a required field's own message before any other rule's", () => {
    const confirm: FieldRules = { name: "confirm", required: "Repeat it", matches: "password" };
    expect(check([{ name: "password" }, confirm], { password: "x", confirm: "" })).toEqual({
      confirm: "Repeat it",
    });
  });

  it("passes any password that is long enough and repeated exactly", () => {
    const fields: FieldRules[] = [
      { name: "password", required: "x", minLength: 10 },
      { name: "confirm", required: "y", matches: "password" },
    ];
    fc.assert(
      fc.property(
        fc.string({ minLength: 10 }).filter((value) => value.trim() !== ""),
        (value) => {
          const chars = [...value].length;
          expect(check(fields, { password: value, confirm: value })).toEqual(
            chars >= 10 ? {} : { password: "Use at least 10 characters" },
          );
        },
      ),
    );
  });

  it("lists every field's error in field order", () => {
    const fields: FieldRules[] = [
      { name: "name", required: "Enter your name" },
      { name: "email", required: "Enter your e-mail", email: true },
      { name: "terms", required: "Accept the terms" },
    ];
    const errors = check(fields, { name: "", email: "nope", terms: false });
    expect(Object.keys(errors)).toEqual(["name", "email", "terms"]);
    expect(check(fields, { name: "Ada", email: "ada@example.com", terms: true })).toEqual({});
  });
});
