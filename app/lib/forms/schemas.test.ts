import { describe, expect, it } from "vitest";

import { contactSchema, LIMITS, newsletterSchema, notifySchema, validate } from "./schemas";

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
