// @vitest-environment node
// What a visitor's text becomes in the headers of the raw message nodemailer writes: never an
// encoded-word that a mail program would decode into something else.
import fc from "fast-check";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";

import { contactMail, encodedWords, type MailMessage } from "./messages.js";

/** The raw message nodemailer would send over SMTP. */
async function raw(message: MailMessage): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(message);
  return (info.message as Buffer).toString("utf8");
}

/**
 * A header as a mail program shows it: unfolded, each RFC 2047 encoded-word decoded once
 * (whitespace between two encoded-words dropped), and what decoding gave never decoded again.
 */
function shownHeader(message: string, name: string): string | undefined {
  const head = message.slice(0, message.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((item) => item.startsWith(`${name}: `));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 2)
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset, encoding: string, text) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_hex: string, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

const contact = (name: string, company?: string) =>
  contactMail({ name, email: "dana@example.com", company, message: "Hello there." });

describe("visitor text in the Subject", () => {
  it("shows a visitor's encoded-word literally, not what it decodes to", async () => {
    const name = "=?utf-8?B?QmNjOiB4QGV2aWwuZXhhbXBsZQ==?="; // "Bcc: x@evil.example"
    const message = await raw(contact(name));
    expect(shownHeader(message, "Subject")).toBe(`Website contact: ${name}`);
    expect(message).not.toMatch(/^Bcc:/im);
  });

  it("leaves a plain subject as it is", async () => {
    const message = await raw(contact("Dana Ortiz", "Ortiz IT"));
    expect(message).toMatch(/^Subject: Website contact: Dana Ortiz \(Ortiz IT\)\r$/m);
  });

  it("shows every name and company as typed, whatever encoded-words they hold (property)", async () => {
    const piece = fc.constantFrom(
      "=?utf-8?B?QmNj?=",
      "=?UTF-8?Q?=41?=",
      "=?",
      "?=",
      "utf-8",
      "?B?",
      "?Q?",
      "QmNj",
      "=3D",
      "_",
      " ",
      "é",
      "中",
      "ß",
      "a",
    );
    const text = fc
      .array(piece, { minLength: 1, maxLength: 25 })
      .map((parts) => parts.join("").trim());
    await fc.assert(
      fc.asyncProperty(text, text, async (name, company) => {
        fc.pre(name !== "");
        const mail = contact(name, company || undefined);
        const expected = `Website contact: ${name}${company ? ` (${company})` : ""}`
          .replace(/ {2,}/g, " ")
          .trim();
        const shown = shownHeader(await raw(mail), "Subject")!;
        if (expected.length <= 80) expect(shown).toBe(expected);
        else expect(shown).toBe(`${expected.slice(0, 79)}…`);
      }),
      { numRuns: 60 },
    );
  });

  it("splits long text into encoded-words of at most 75 characters, between characters", () => {
    const words = encodedWords("😀é".repeat(40)).split(" ");
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
    const decoded = words
      .map((word) => Buffer.from(word.slice(10, -2), "base64").toString("utf8"))
      .join("");
    expect(decoded).toBe("😀é".repeat(40));
  });
});
