import { describe, expect, it, vi } from "vitest";

import { newIdempotencyKey, postLinkAction, submitForm } from "./submit";

const answer = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

describe("submitForm", () => {
  it("posts JSON to the form's endpoint and reports success", async () => {
    const fetchImpl = answer(201, { ok: true });
    await expect(submitForm("notify", { email: "a@example.com" }, fetchImpl)).resolves.toEqual({
      status: "sent",
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      "/api/notify",
      expect.objectContaining({ method: "POST", body: '{"email":"a@example.com"}' }),
    );
  });

  it("sends the Idempotency-Key it is given", async () => {
    const fetchImpl = answer(201, { ok: true });
    await submitForm("contact", {}, fetchImpl, "3f2c1d9e-8b70-4d0e-9a51-0b6f8e527a4c");
    const [[, init]] = fetchImpl.mock.calls as unknown as [[string, RequestInit]];
    expect(init.headers).toMatchObject({
      "Idempotency-Key": "3f2c1d9e-8b70-4d0e-9a51-0b6f8e527a4c",
    });
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^[\x21-\x7e]{8,128}$/);
  });

  it("passes the server's field errors through", async () => {
    const fetchImpl = answer(400, { errors: { email: "Enter an e-mail address." } });
    await expect(submitForm("contact", {}, fetchImpl)).resolves.toEqual({
      status: "invalid",
      errors: { email: "Enter an e-mail address." },
    });
  });

  it.each([
    [429, /wait a minute/],
    [503, /nothing was stored/],
    [500, /wrong on our side/],
    [403, /wrong on our side/],
  ])("explains a %i", async (status, message) => {
    const result = await submitForm("newsletter", {}, answer(status));
    expect(result.status).toBe("failed");
    expect(result.status === "failed" && result.message).toMatch(message);
  });

  it("explains a network failure without throwing", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const result = await submitForm("contact", {}, fetchImpl);
    expect(result.status === "failed" && result.message).toMatch(/couldn't reach/);
  });
});

describe("postLinkAction", () => {
  const outcomes = ["confirmed", "expired", "invalid"] as const;

  it("posts to the page's own URL, asking for JSON, and reports the outcome", async () => {
    const fetchImpl = answer(200, { outcome: "confirmed" });
    await expect(
      postLinkAction("/newsletter/confirm?token=t", outcomes, fetchImpl),
    ).resolves.toEqual({ status: "done", outcome: "confirmed" });
    expect(fetchImpl).toHaveBeenCalledWith(
      "/newsletter/confirm?token=t",
      expect.objectContaining({ method: "POST", headers: { Accept: "application/json" } }),
    );
  });

  it.each([
    [410, "expired"],
    [400, "invalid"],
  ] as const)("reports a %i as its outcome", async (status, outcome) => {
    await expect(postLinkAction("/x", outcomes, answer(status, { outcome }))).resolves.toEqual({
      status: "done",
      outcome,
    });
  });

  it.each([
    [503, { error: "busy" }, /nothing was stored/],
    [429, { error: "slow down" }, /wait a minute/],
    [200, { outcome: "something else" }, /wrong on our side/],
    [403, undefined, /wrong on our side/],
  ])("explains a %i %j as a failure", async (status, body, message) => {
    const result = await postLinkAction("/x", outcomes, answer(status, body));
    expect(result.status === "failed" && result.message).toMatch(message);
  });

  it("explains a network failure without throwing", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const result = await postLinkAction("/x", outcomes, fetchImpl);
    expect(result.status === "failed" && result.message).toMatch(/couldn't reach/);
  });
});
