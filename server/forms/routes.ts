// The form API: POST /api/contact, /api/newsletter and /api/notify, as JSON (scripts) or
// urlencoded (browsers without JavaScript), and the POSTs of the newsletter's e-mail links
// (/newsletter/confirm, /newsletter/unsubscribe). Before the body is read, guard.ts has checked
// the origin (403), route and method (404, 405), size (413) and format (415); then the fields
// (400, with the shared schemas), then the rate limit (429; only posts that passed every check
// count), then the writer thread stores the post (503 + Retry-After when it cannot in time).
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as z from "zod/mini";

import {
  confirmLink,
  type NewsletterLink,
  unsubscribeLink,
} from "../../app/content/newsletter-links.js";
import {
  contactSchema,
  type FieldErrors,
  newsletterSchema,
  notifySchema,
  validate,
} from "../../app/lib/forms/schemas.js";
import { IDEMPOTENCY_KEY_SHAPE, KEY_REUSED } from "../db/idempotency.js";
import type { FormName } from "../db/leads.js";
import { StoreError, StoreUnavailableError, type Writer } from "../db/writer.js";
import type { OpArgs, OpResult } from "../db/writer-protocol.js";
import { readLink } from "../links.js";
import { setSecurityHeaders } from "../security-headers.js";
import { ERROR_PAGE_CSP, renderNoticePage } from "./error-page.js";
import type { PostRoute } from "./guard.js";
import { sendError, sendSuccess } from "./reply.js";
import {
  dropEmptyOptionals,
  type FieldKinds,
  findBadCharacters,
  FORM_TYPE,
  isHoneypot,
  isRecord,
  JSON_TYPE,
  mediaType,
  normaliseFields,
  parseUrlEncoded,
  prefersJson,
} from "./request.js";

export interface FormRoutesOptions {
  writer: Pick<Writer, "call">;
  /** The key of the e-mail links' signatures (a forged unsubscribe is refused without a write). */
  linkKey: Buffer;
  /** Posts per minute per client IP (an IPv6 client: per /64), for each form. */
  rateLimitMax: number;
  /** Hostnames of the site (the same-site check and the back link of error pages). */
  allowedHosts: Set<string>;
  /** The server's clock. */
  now: () => Date;
  /** How long a post waits for the database before it is answered 503. */
  storeTimeoutMs: number;
  /** A post has queued an e-mail: the sender may look now. */
  onMailQueued?: () => void;
}

export const BODY_LIMIT = 16 * 1024;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/**
 * An IPv6 client is counted by its /64: one subscriber's line is given a /64 (or more), and
 * every address in it is theirs to use, so counting each address alone would let one client post
 * without limit. @fastify/rate-limit 11.2 does this by default; it is set here to stay so.
 */
export const RATE_LIMIT_IPV6_PREFIX = 64;
const UNREADABLE: FieldErrors = { form: "The form could not be read. Please try again." };
const BODY_TYPES = [JSON_TYPE, FORM_TYPE] as const;

/** Every path that takes a POST, and what it accepts (guard.ts checks before the body is read). */
export const POST_ROUTES: ReadonlyMap<string, PostRoute> = new Map<string, PostRoute>([
  ["/api/contact", { types: BODY_TYPES }],
  ["/api/newsletter", { types: BODY_TYPES }],
  ["/api/notify", { types: BODY_TYPES }],
  [confirmLink.path, { types: BODY_TYPES, page: true }],
  // RFC 8058: mail providers post `List-Unsubscribe=One-Click` from their own servers, as
  // urlencoded or multipart; the token in the URL is the credential, the body is not read.
  [unsubscribeLink.path, { crossSite: true, page: true }],
]);

type AnyObjectSchema = z.ZodMiniObject & z.ZodMiniType;

/** Optional and list fields of a form schema, read from the schema itself. */
export function fieldKinds(schema: AnyObjectSchema): FieldKinds {
  const optional = new Set<string>();
  const lists = new Set<string>();
  for (const [key, field] of Object.entries(schema.shape)) {
    const def = field._zod.def as { type: string; innerType?: { _zod: { def: { type: string } } } };
    if (def.type === "optional") optional.add(key);
    const inner = def.type === "optional" && def.innerType ? def.innerType._zod.def : def;
    if (inner.type === "array") lists.add(key);
  }
  return { optional, lists };
}

interface FormSpec<T extends Record<string, unknown>> {
  schema: z.ZodMiniType<T> & AnyObjectSchema;
  /** Checks across fields, after the schema's. */
  check?: (data: T) => FieldErrors | undefined;
  /** Stores the submission; resolves with the status of the answer to scripts. */
  save: (data: T, request: FastifyRequest) => Promise<200 | 201 | 202>;
  /** The status of the answer to a filled honeypot (what a stored post would get). */
  honeypotStatus: 201 | 202;
}

/** The data of each post that passed validation, for its handler. */
const validated = new WeakMap<FastifyRequest, Record<string, unknown>>();

/** The Idempotency-Key of each post that sent one, and the posts whose key had been seen. */
const idempotencyKeys = new WeakMap<FastifyRequest, string>();
const replayed = new WeakSet<FastifyRequest>();
const BAD_KEY: FieldErrors = {
  form: "The Idempotency-Key header must be 8 to 128 printable characters without spaces.",
};

/** A token as links carry it: anything else is answered without asking the database. */
const TOKEN_SHAPE = /^[0-9a-zA-Z._-]{1,200}$/;

/** Registers the form API in its own scope (parsers, limits and error answers stay inside). */
export async function registerFormRoutes(
  app: FastifyInstance,
  options: FormRoutesOptions,
): Promise<void> {
  const { writer, allowedHosts, now, storeTimeoutMs } = options;
  const store = <O extends "contact" | "newsletter" | "notify" | "confirm" | "unsubscribe">(
    op: O,
    args: OpArgs<O>,
  ): Promise<OpResult<O>> => writer.call(op, args, { now: now(), timeoutMs: storeTimeoutMs });
  /** A form post, once per Idempotency-Key: a repeat gets the first outcome, and stores nothing. */
  const storeForm = <O extends FormName>(op: O, args: OpArgs<O>, request: FastifyRequest) =>
    writer.call(op, args, {
      now: now(),
      timeoutMs: storeTimeoutMs,
      idempotencyKey: idempotencyKeys.get(request),
      onReplayed: () => replayed.add(request),
    });
  const rateLimited = {
    rateLimit: {
      max: options.rateLimitMax,
      timeWindow: RATE_LIMIT_WINDOW_MS,
      ipv6Subnet: RATE_LIMIT_IPV6_PREFIX,
      // After validation: a refused post (403, 400, …) never uses up the visitor's allowance.
      hook: "preHandler" as const,
    },
  };

  const handleErrors = (scope: FastifyInstance) =>
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof StoreUnavailableError) {
        request.log.warn({ code: error.code }, "not stored in time: 503");
        return sendError(request, reply, 503, allowedHosts);
      }
      if (error instanceof StoreError && error.code === KEY_REUSED) {
        request.log.info({ status: 422 }, "Idempotency-Key reused for another post");
        return sendError(request, reply, 422, allowedHosts);
      }
      const status =
        typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status >= 500) request.log.error(error);
      else request.log.info({ status, code: error.code }, "form post refused");
      // Never the error's own text: a parser's message may quote the body.
      return sendError(
        request,
        reply,
        status,
        allowedHosts,
        status === 400 ? UNREADABLE : undefined,
      );
    });

  await app.register(async (api) => {
    // Only the two body formats a form or a script sends; guard.ts refused the rest (415).
    api.removeAllContentTypeParsers();
    api.addContentTypeParser(
      JSON_TYPE,
      { parseAs: "string" },
      api.getDefaultJsonParser("error", "error"), // __proto__ / constructor.prototype → 400
    );
    api.addContentTypeParser(FORM_TYPE, { parseAs: "string" }, (_request, body, done) => {
      done(null, parseUrlEncoded(body as string));
    });
    await api.register(rateLimit, { global: false });
    handleErrors(api);

    const addForm = <T extends Record<string, unknown>>(form: FormName, spec: FormSpec<T>) => {
      const { schema, check, save, honeypotStatus } = spec;
      const kinds = fieldKinds(schema);

      const validate$ = async (request: FastifyRequest, reply: FastifyReply) => {
        const key = request.headers["idempotency-key"];
        if (key !== undefined) {
          if (typeof key !== "string" || !IDEMPOTENCY_KEY_SHAPE.test(key)) {
            return sendError(request, reply, 400, allowedHosts, BAD_KEY);
          }
          idempotencyKeys.set(request, key);
        }
        const urlEncoded = mediaType(request.headers["content-type"]) === FORM_TYPE;
        if (!isRecord(request.body))
          return sendError(request, reply, 400, allowedHosts, UNREADABLE);
        const fields = normaliseFields(request.body, kinds, urlEncoded);
        if (isHoneypot(fields)) {
          request.log.info({ form }, "honeypot filled: answered, not stored");
          return sendSuccess(request, reply, form, honeypotStatus);
        }
        const result = validate(schema, fields);
        const errors = result.ok
          ? (findBadCharacters(result.data) ?? check?.(result.data))
          : result.errors;
        if (errors || !result.ok) return sendError(request, reply, 400, allowedHosts, errors);
        validated.set(request, dropEmptyOptionals(result.data, kinds));
        return undefined;
      };

      api.post(
        `/api/${form}`,
        { preValidation: validate$, config: rateLimited },
        async (request, reply) => {
          const status = await save(validated.get(request) as T, request);
          if (replayed.has(request)) {
            request.log.info({ form, status }, "Idempotency-Key seen: first answer repeated");
          } else request.log.info({ form, status }, "form stored");
          return sendSuccess(request, reply, form, status);
        },
      );
    };

    addForm("contact", {
      schema: contactSchema,
      honeypotStatus: 201,
      save: async (data, request) => {
        await storeForm("contact", data, request);
        options.onMailQueued?.();
        return 201;
      },
    });
    addForm("newsletter", {
      schema: newsletterSchema,
      honeypotStatus: 202,
      // New, pending or confirmed: the same answer, so that nobody learns who is subscribed.
      // Accepted, not created: nothing is sent until the address is confirmed.
      save: async (data, request) => {
        const outcome = await storeForm("newsletter", data, request);
        request.log.info({ form: "newsletter", outcome }, "newsletter sign-up");
        if (outcome !== "confirmed") options.onMailQueued?.();
        return 202;
      },
    });
    addForm("notify", {
      schema: notifySchema,
      honeypotStatus: 201,
      check: (data) =>
        data.product && data.industry
          ? { form: "Choose a product or an industry, not both." }
          : undefined,
      save: async (data, request) =>
        (await storeForm("notify", data, request)) === "created" ? 201 : 200,
    });
  });

  // The buttons of the pages the newsletter's e-mail links open: the token is in the URL.
  await app.register(async (links) => {
    // Whatever the body (an empty form post, One-Click from a mail provider), it is not used.
    links.removeAllContentTypeParsers();
    links.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null));
    await links.register(rateLimit, { global: false });
    handleErrors(links);
    links.post(confirmLink.path, { config: rateLimited }, async (request, reply) => {
      const token = tokenOf(request);
      const outcome = token ? await store("confirm", { token }) : "invalid";
      request.log.info({ outcome }, "newsletter confirmation");
      return sendOutcome(request, reply, confirmLink, outcome);
    });
    // A mail provider posts every one-click unsubscribe of its users from a few addresses, so a
    // correctly signed link is never limited: it always works. Anything else (a forged or
    // mangled token) is refused without the database and counts against the poster's allowance
    // of posts a minute, as a form post does.
    const signed = new WeakMap<FastifyRequest, string | undefined>();
    const signedToken = (request: FastifyRequest) => {
      if (!signed.has(request)) {
        const token = tokenOf(request);
        const valid = token !== undefined && readLink(options.linkKey, "unsubscribe", token);
        signed.set(request, valid ? token : undefined);
      }
      return signed.get(request);
    };
    const unsubscribeLimit = {
      rateLimit: {
        ...rateLimited.rateLimit,
        // Refused before the body is read: the token is in the URL.
        hook: "onRequest" as const,
        allowList: (request: FastifyRequest) => signedToken(request) !== undefined,
      },
    };
    links.post(unsubscribeLink.path, { config: unsubscribeLimit }, async (request, reply) => {
      const token = signedToken(request);
      const outcome = token ? await store("unsubscribe", { token }) : "invalid";
      request.log.info({ outcome }, "newsletter unsubscribe");
      return sendOutcome(request, reply, unsubscribeLink, outcome);
    });
  });
}

function tokenOf(request: FastifyRequest): string | undefined {
  const { token } = request.query as { token?: unknown };
  return typeof token === "string" && TOKEN_SHAPE.test(token) ? token : undefined;
}

const OUTCOME_STATUS: Record<string, number> = { expired: 410, invalid: 400 };

/**
 * What a press of a newsletter link's button came to: JSON for the page's script, or a short
 * page for a browser without JavaScript (and for a mail provider's one-click post).
 */
function sendOutcome<Outcome extends string>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: NewsletterLink<Outcome>,
  outcome: Outcome,
): FastifyReply {
  reply.code(OUTCOME_STATUS[outcome] ?? 200).header("cache-control", "no-store");
  if (prefersJson(request)) return reply.send({ outcome });
  const copy = page.outcomes[outcome];
  setSecurityHeaders(reply, ERROR_PAGE_CSP);
  return reply.type("text/html; charset=utf-8").send(
    renderNoticePage({
      heading: copy.title,
      paragraphs: [copy.text],
      links: [copy.link, { label: "Back to the home page", href: "/home" }].filter(
        (link, index, all) => all.findIndex((other) => other.href === link.href) === index,
      ),
    }),
  );
}
