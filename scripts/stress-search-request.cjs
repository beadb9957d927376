// The searches of `npm run stress`'s search flood (scripts/stress.mjs), loaded by autocannon's
// worker thread (which takes functions only as files). Alternately as the page asks
// (/api/search) and as a browser without JavaScript does (/search?q=); half of each are the
// same few popular queries again and again, half a search not asked before (word pairs and
// half-typed words). The context's `clients` is how many addresses the flood comes from: each
// request names the next in X-Forwarded-For (one: always 203.0.113.7; more: 198.18.x.y), which
// the server believes from its proxy on loopback (TRUST_PROXY).
"use strict";

const WORDS = [
  "backup",
  "ransomware",
  "restore",
  "immutable",
  "compliance",
  "firewall",
  "hipaa",
  "recovery",
  "phishing",
  "object",
  "lock",
  "detection",
  "incident",
  "msp",
  "cloud",
  "identity",
  "vmware",
  "dmarc",
  "advisory",
  "pricing",
  "portal",
  "healthcare",
  "credit",
  "union",
  "agent",
];
/** Asked again and again, as many visitors would: the same answers, the same pages. */
const POPULAR = [
  "ransomware",
  "immutable backup",
  "pricing",
  "msp",
  "hipaa compliance",
  "ransomwre",
  "object lock",
  "incident response",
];
let count = 0;
let fresh = 0;

/** The next search not asked before (3,750 of them, then they come round again). */
function freshQuery() {
  fresh += 1;
  const first = WORDS[fresh % WORDS.length];
  const second = WORDS[Math.floor(fresh / WORDS.length) % WORDS.length];
  const cut = 3 + (Math.floor(fresh / (WORDS.length * WORDS.length)) % 6);
  return `${first} ${second.slice(0, cut)}`;
}

module.exports = function setupRequest(request, context) {
  count += 1;
  const clients = context.clients ?? 1;
  const q = Math.floor(count / 2) % 2 === 0 ? POPULAR[(count >> 2) % POPULAR.length] : freshQuery();
  const path = count % 2 === 0 ? "/api/search" : "/search";
  const client = count % clients;
  const address = clients === 1 ? "203.0.113.7" : `198.18.${client >> 8}.${client & 255}`;
  return {
    ...request,
    path: `${path}?${new URLSearchParams({ q })}`,
    headers: { ...request.headers, "x-forwarded-for": address },
  };
};
