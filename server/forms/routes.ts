// The form API: POST /api/contact, /api/newsletter and /api/notify, as JSON (scripts) or
// urlencoded (browsers without JavaScript). Checked in this order: rate limit (429), same-site
// origin (403), content type (415), size (413), fields (400, with the shared schemas); stored in
// SQLite before the answer.
import { STATUS_CODES } from "node:http";

import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as z from "zod/mini";

import {
  contactSchema,
  type FieldErrors,
  newsletterSchema,
  notifySchema,
  validate,
} from "../../app/lib/forms/schemas.js";
import type { Db } from "../db/database.js";
import { createLeadStore, type FormName, type SaveResult } from "../db/leads.js";
import type { Mailer } from "../mail.js";
import { setSecurityHeaders } from "../security-headers.js";
import { ERROR_PAGE_CSP, renderErrorPage, STATUS_MESSAGES } from "./error-page.js";
import {
  type FieldKinds,
  findBadCharacters,
  FORM_TYPE,
  isCrossSite,
  isHoneypot,
  isRecord,
  JSON_TYPE,
  mediaType,
  normaliseFields,
  parseUrlEncoded,
  prefersJson,
  sameOriginRefererPath,
} from "./request.js";

export interface FormRoutesOptions {
  db: Db;
  /** Sends each stored contact submission to the sales inbox. */
  mailer?: Mailer;
  /** Posts per minute per client IP, for each form. */
  rateLimitMax: number;
}

export const BODY_LIMIT = 16 * 1024;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Where a browser without JavaScript lands after a successful post (built by the site). */
export const THANK_YOU_PATH = "/thank-you";
const BACK_FALLBACK = "/contact";
const UNREADABLE: FieldErrors = { form: "The form could not be read. Please try again." };

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

interface FormSpec<T> {
  schema: z.ZodMiniType<T> & AnyObjectSchema;
  /** Checks across fields, after the schema's. */
  check?: (data: T) => FieldErrors | undefined;
  /** Stores the submission (committed when it returns). */
  save: (data: T) => SaveResult;
}

const httpError = (statusCode: number) =>
  Object.assign(new Error(STATUS_CODES[statusCode]), { statusCode });

const isConstraintError = (error: unknown) =>
  typeof (error as { code?: unknown }).code === "string" &&
  (error as { code: string }).code.startsWith("SQLITE_CONSTRAINT");

/** A refusal, as JSON for scripts and as a small HTML page for browsers without JavaScript. */
function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errors?: FieldErrors,
): FastifyReply {
  reply.code(status).header("cache-control", "no-store");
  if (prefersJson(request)) {
    const message = STATUS_MESSAGES[status] ?? STATUS_CODES[status] ?? "Error";
    return reply
      .type("application/json; charset=utf-8")
      .send(status === 400 ? { errors: errors ?? { form: message } } : { error: message });
  }
  setSecurityHeaders(reply, ERROR_PAGE_CSP);
  const back = sameOriginRefererPath(request, BACK_FALLBACK);
  return reply.type("text/html; charset=utf-8").send(renderErrorPage({ status, errors, back }));
}

function sendSuccess(
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormName,
  result: SaveResult,
): FastifyReply {
  if (prefersJson(request)) return reply.code(result === "created" ? 201 : 200).send({ ok: true });
  return reply.redirect(`${THANK_YOU_PATH}?form=${form}`, 303);
}

/** Registers the form API in its own scope (parsers, limits and error answers stay inside). */
export async function registerFormRoutes(
  app: FastifyInstance,
  options: FormRoutesOptions,
): Promise<void> {
  await app.register(async (api) => {
    const store = createLeadStore(options.db);

    // Only the two body formats a form or a script sends; text/plain and the rest are a 415.
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

    api.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    api.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status >= 500) request.log.error(error);
      else request.log.info({ status, code: error.code }, "form post refused");
      // Never the error's own text: a parser's message may quote the body.
      return sendError(request, reply, status, status === 400 ? UNREADABLE : undefined);
    });

    // Before the body is read: cross-site posts and unknown formats go no further.
    const guard = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      if (isCrossSite(request)) throw httpError(403);
      const type = mediaType(request.headers["content-type"]);
      if (type !== JSON_TYPE && type !== FORM_TYPE) throw httpError(415);
      return payload;
    };

    const addForm = <T extends Record<string, unknown>>(form: FormName, spec: FormSpec<T>) => {
      const { schema, check, save } = spec;
      const kinds = fieldKinds(schema);
      const url = `/api/${form}`;

      api.post(
        url,
        {
          bodyLimit: BODY_LIMIT,
          preParsing: guard,
          config: { rateLimit: { max: options.rateLimitMax, timeWindow: RATE_LIMIT_WINDOW_MS } },
        },
        (request, reply) => {
          const urlEncoded = mediaType(request.headers["content-type"]) === FORM_TYPE;
          if (!isRecord(request.body)) return sendError(request, reply, 400, UNREADABLE);
          const fields = normaliseFields(request.body, kinds, urlEncoded);
          if (isHoneypot(fields)) {
            request.log.info({ form }, "honeypot filled: answered, not stored");
            return sendSuccess(request, reply, form, "created");
          }
          const result = validate(schema, fields);
          const errors = result.ok
            ? (findBadCharacters(result.data) ?? check?.(result.data))
            : result.errors;
          if (errors || !result.ok) return sendError(request, reply, 400, errors);

          let saved: SaveResult;
          try {
            saved = save(result.data);
          } catch (error) {
            if (!isConstraintError(error)) throw error;
            // The schemas let through what the database refuses: a bug to fix, not the visitor's.
            request.log.error({ form, code: (error as { code: string }).code }, "not stored");
            return sendError(request, reply, 400);
          }
          request.log.info({ form, saved }, "form stored");
          return sendSuccess(request, reply, form, saved);
        },
      );

      api.route({
        method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
        url,
        handler: (request, reply) => {
          reply.header("allow", "POST");
          return sendError(request, reply, 405);
        },
      });
    };

    addForm("contact", {
      schema: contactSchema,
      save: (data) => {
        store.addContact(data);
        // After the commit, without waiting: the e-mail never holds up or fails the answer.
        void options.mailer?.sendContact(data);
        return "created";
      },
    });
    addForm("newsletter", { schema: newsletterSchema, save: (data) => store.subscribe(data) });
    addForm("notify", {
      schema: notifySchema,
      check: (data) =>
        data.product && data.industry
          ? { form: "Choose a product or an industry, not both." }
          : undefined,
      save: (data) => store.addNotify(data),
    });

    // Anything else under /api/: a JSON 404 rather than the site's not-found page.
    api.all("/api/*", (request, reply) => sendError(request, reply, 404));
  });
}
