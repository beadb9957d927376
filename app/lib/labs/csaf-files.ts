/** The loaders of the CSAF files (resource routes, written by the prerender). */
import { labAdvisories } from "~/content/labs-articles";

import { csafChanges, csafDocument, csafIndex, csafProviderMetadata, jsonBody } from "./csaf";
import type { LabEntry } from "./entry";

const JSON_TYPE = { "Content-Type": "application/json; charset=utf-8" };
const TEXT_TYPE = { "Content-Type": "text/plain; charset=utf-8" };

export function csafResponse(entry: LabEntry): Response {
  const advisory = entry.advisory;
  if (!advisory) throw new Error(`${entry.path}: not an advisory, so no CSAF document`);
  return new Response(jsonBody(csafDocument({ ...entry, advisory })), { headers: JSON_TYPE });
}

export const csafProviderMetadataResponse = () =>
  new Response(jsonBody(csafProviderMetadata(labAdvisories)), { headers: JSON_TYPE });

export const csafIndexResponse = () =>
  new Response(csafIndex(labAdvisories), { headers: TEXT_TYPE });

export const csafChangesResponse = () =>
  new Response(csafChanges(labAdvisories), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });
