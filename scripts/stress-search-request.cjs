// A different search for each request of `npm run stress`'s search flood (scripts/stress.mjs),
// loaded by autocannon's worker thread (which takes functions only as files): word pairs and
// half-typed words, alternately as the page asks (/api/search) and as a browser without
// JavaScript does (/search?q=), so that no answer can be a repeat of one before it.
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
let count = 0;

module.exports = function setupRequest(request) {
  count += 1;
  const first = WORDS[count % WORDS.length];
  const second = WORDS[Math.floor(count / WORDS.length) % WORDS.length];
  const cut = 3 + (Math.floor(count / (WORDS.length * WORDS.length)) % 6);
  const q = `${first} ${second.slice(0, cut)}`;
  const path = count % 2 === 0 ? "/api/search" : "/search";
  return { ...request, path: `${path}?${new URLSearchParams({ q })}` };
};
