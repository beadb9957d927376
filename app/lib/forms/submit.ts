import type { FieldErrors } from "./schemas";

/** The form endpoints of the site's own server (server/forms/routes.ts). */
export const FORM_ENDPOINTS = {
  contact: "/api/contact",
  newsletter: "/api/newsletter",
  notify: "/api/notify",
} as const;

export type FormName = keyof typeof FORM_ENDPOINTS;

/** What a submission came to, in terms a form can show. */
export type SubmitResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "failed"; message: string };

const FAILED = {
  rate: "Too many attempts from your connection. Please wait a minute and try again.",
  network: "We couldn't reach our server. Check your connection and try again.",
  busy: "Our server could not save this just now, so nothing was stored. Please try again in a minute.",
  server: "Something went wrong on our side. Please try again, or write to us by e-mail.",
} as const;

/** Why a request that reached the server did not go through, for a status other than 2xx/400. */
const failureFor = (status: number) =>
  status === 429 ? FAILED.rate : status === 503 ? FAILED.busy : FAILED.server;

/**
 * A new Idempotency-Key: one per submission, sent again with each retry of it, so that the
 * server stores a submission once even when an answer was lost on the way (server/db/idempotency.ts).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Outside a secure context (plain http other than localhost) there is no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends a form as JSON to its endpoint, with `idempotencyKey` as its Idempotency-Key when given.
 * Never throws: network failures and unexpected answers come back as `failed` so the form can
 * keep what the visitor typed and say what happened.
 */
export async function submitForm(
  form: FormName,
  data: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
  idempotencyKey?: string,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(FORM_ENDPOINTS[form], {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(data),
      credentials: "same-origin",
    });
  } catch {
    return { status: "failed", message: FAILED.network };
  }
  if (response.ok) return { status: "sent" };
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as { errors?: FieldErrors } | null;
    if (body?.errors && typeof body.errors === "object") {
      return { status: "invalid", errors: body.errors };
    }
  }
  return { status: "failed", message: failureFor(response.status) };
}

/** What pressing the button of a newsletter link's page came to. */
export type LinkActionResult<Outcome extends string> =
  { status: "done"; outcome: Outcome } | { status: "failed"; message: string };

/**
 * Posts the button of a newsletter link's page to `url` (the page's own URL, with its token),
 * as a form without JavaScript would; the server answers `{outcome}`, whether it acted (200)
 * or could not (400 invalid, 410 expired). Never throws.
 */
export async function postLinkAction<Outcome extends string>(
  url: string,
  outcomes: readonly Outcome[],
  fetchImpl: typeof fetch = fetch,
): Promise<LinkActionResult<Outcome>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    return { status: "failed", message: FAILED.network };
  }
  const body = (await response.json().catch(() => null)) as { outcome?: unknown } | null;
  const outcome = outcomes.find((known) => known === body?.outcome);
  if (outcome && [200, 400, 410].includes(response.status)) return { status: "done", outcome };
  return { status: "failed", message: failureFor(response.status) };
}
