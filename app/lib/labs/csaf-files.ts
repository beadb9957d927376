/** The loaders of the CSAF files (resource routes, written by the prerender). */
import { labAdvisories } from "~/content/labs-articles";

import {
  type AdvisoryEntry,
  csafChanges,
  csafDocument,
  csafHashFile,
  csafIndex,
  csafListing,
  csafProviderMetadata,
  csafRolieFeed,
  jsonBody,
} from "./csaf";
import { csafSigningKey } from "./csaf-signing.server";
import type { LabEntry } from "./entry";
import { CSAF_DOCUMENT_COMPANIONS, type CsafCompanion, labCsafPath } from "./paths";

// The CSAF files go out as exactly application/json (the BSI's checker wants no parameter).
const JSON_TYPE = { "Content-Type": "application/json" };
const TEXT_TYPE = { "Content-Type": "text/plain; charset=utf-8" };

const advisoryOf = (entry: LabEntry): AdvisoryEntry => {
  const advisory = entry.advisory;
  if (!advisory) throw new Error(`${entry.path}: not an advisory, so no CSAF document`);
  return { ...entry, advisory };
};

/**
 * The URL path a route of several URLs answers: the request's, without the ".data" that the
 * prerender's loader-data request adds.
 */
export const routeUrlPath = (request: Request) =>
  new URL(request.url).pathname.replace(/\.data$/, "");

/** A document's body as published: what its hashes and signature are of. */
const documentBody = (entry: AdvisoryEntry) => jsonBody(csafDocument(entry));

export function csafResponse(entry: LabEntry): Response {
  return new Response(documentBody(advisoryOf(entry)), { headers: JSON_TYPE });
}

/** A file beside a document, by its URL path: "…/csa-2026-07.json.sha256", ".sha512", ".asc". */
export async function csafCompanionResponse(path: string): Promise<Response> {
  const suffix = CSAF_DOCUMENT_COMPANIONS.find((ending) => path.endsWith(ending));
  const documentPath = suffix && path.slice(0, -suffix.length);
  const entry = labAdvisories.find(
    (item) => labCsafPath(item.advisory.id, item.date) === documentPath,
  );
  if (!suffix || !entry || !documentPath) throw new Error(`${path}: no CSAF document beside it`);
  const body = documentBody(entry);
  const files: Record<CsafCompanion, () => Promise<string> | string> = {
    ".sha256": () => csafHashFile(body, documentPath, "sha256"),
    ".sha512": () => csafHashFile(body, documentPath, "sha512"),
    ".asc": async () => (await csafSigningKey()).sign(body),
  };
  return new Response(await files[suffix](), {
    headers: suffix === ".asc" ? { "Content-Type": "application/pgp-signature" } : TEXT_TYPE,
  });
}

export const csafProviderMetadataResponse = async () =>
  new Response(jsonBody(csafProviderMetadata(labAdvisories, await csafSigningKey())), {
    headers: JSON_TYPE,
  });

export const csafRolieFeedResponse = () =>
  new Response(jsonBody(csafRolieFeed(labAdvisories)), { headers: JSON_TYPE });

export const csafPublicKeyResponse = async () =>
  new Response((await csafSigningKey()).publicKey, {
    headers: { "Content-Type": "application/pgp-keys" },
  });

/** A folder's listing, by the path of the file it is written to ("…/white/index.html"). */
export const csafListingResponse = (path: string) =>
  new Response(csafListing(path.replace(/index\.html$/, ""), labAdvisories), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

export const csafIndexResponse = () =>
  new Response(csafIndex(labAdvisories), { headers: TEXT_TYPE });

export const csafChangesResponse = () =>
  new Response(csafChanges(labAdvisories), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });
