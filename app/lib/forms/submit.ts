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
  server: "Something went wrong on our side. Please try again, or write to us by e-mail.",
} as const;

/**
 * Sends a form as JSON to its endpoint. Never throws: network failures and unexpected answers
 * come back as `failed` so the form can keep what the visitor typed and say what happened.
 */
export async function submitForm(
  form: FormName,
  data: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(FORM_ENDPOINTS[form], {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(data),
      credentials: "same-origin",
    });
  } catch {
    return { status: "failed", message: FAILED.network };
  }
  if (response.ok) return { status: "sent" };
  if (response.status === 429) return { status: "failed", message: FAILED.rate };
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as { errors?: FieldErrors } | null;
    if (body?.errors && typeof body.errors === "object") {
      return { status: "invalid", errors: body.errors };
    }
  }
  return { status: "failed", message: FAILED.server };
}
