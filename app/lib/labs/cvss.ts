/**
 * CVSS 3.1 base scores, computed from the vector as the FIRST specification (section 7.1 and
 * appendix A) defines them, so an advisory's score cannot disagree with its vector.
 */

const WEIGHTS = {
  AV: { N: 0.85, A: 0.62, L: 0.55, P: 0.2 },
  AC: { L: 0.77, H: 0.44 },
  UI: { N: 0.85, R: 0.62 },
  C: { H: 0.56, L: 0.22, N: 0 },
  I: { H: 0.56, L: 0.22, N: 0 },
  A: { H: 0.56, L: 0.22, N: 0 },
} as const;

const PR = { U: { N: 0.85, L: 0.62, H: 0.27 }, C: { N: 0.85, L: 0.68, H: 0.5 } } as const;

export type CvssSeverity = "NONE" | "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";

/** The base metrics of a vector, e.g. { AV: "L", AC: "L", … }. */
export type CvssMetrics = Record<"AV" | "AC" | "PR" | "UI" | "S" | "C" | "I" | "A", string>;

const VECTOR =
  /^CVSS:3\.1\/AV:([NALP])\/AC:([LH])\/PR:([NLH])\/UI:([NR])\/S:([UC])\/C:([HLN])\/I:([HLN])\/A:([HLN])$/;

/** The base metrics of a CVSS 3.1 vector string, or undefined when it is not one. */
export function parseCvss31(vector: string): CvssMetrics | undefined {
  const match = VECTOR.exec(vector);
  if (!match) return undefined;
  const [, AV, AC, PRv, UI, S, C, I, A] = match as unknown as string[];
  return { AV, AC, PR: PRv, UI, S, C, I, A } as CvssMetrics;
}

/** CVSS 3.1's Roundup: the smallest number with one decimal that is >= the input. */
export function roundUp(value: number): number {
  const integer = Math.round(value * 100000);
  return integer % 10000 === 0 ? integer / 100000 : (Math.floor(integer / 10000) + 1) / 10;
}

/** The base score of a CVSS 3.1 vector. */
export function cvss31BaseScore(vector: string): number {
  const m = parseCvss31(vector);
  if (!m) throw new Error(`not a CVSS 3.1 vector: ${vector}`);
  const get = <T extends Record<string, number>>(table: T, key: string) => table[key] as number;
  const changed = m.S === "C";
  const iss = 1 - (1 - get(WEIGHTS.C, m.C)) * (1 - get(WEIGHTS.I, m.I)) * (1 - get(WEIGHTS.A, m.A));
  const impact = changed ? 7.52 * (iss - 0.029) - 3.25 * (iss - 0.02) ** 15 : 6.42 * iss;
  const exploitability =
    8.22 *
    get(WEIGHTS.AV, m.AV) *
    get(WEIGHTS.AC, m.AC) *
    get(changed ? PR.C : PR.U, m.PR) *
    get(WEIGHTS.UI, m.UI);
  if (impact <= 0) return 0;
  return changed
    ? roundUp(Math.min(1.08 * (impact + exploitability), 10))
    : roundUp(Math.min(impact + exploitability, 10));
}

/** The qualitative rating of a score (CVSS 3.1 section 5). */
export function cvssSeverity(score: number): CvssSeverity {
  if (score === 0) return "NONE";
  if (score < 4) return "LOW";
  if (score < 7) return "MEDIUM";
  if (score < 9) return "HIGH";
  return "CRITICAL";
}
