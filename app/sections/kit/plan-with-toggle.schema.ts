/**
 * One plan with its monthly/annual toggle (kit/plan-with-toggle.tsx) as a part of a section in a
 * content file (`aside: { part: PlanWithToggle, … }`, a membership card beside a hero).
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";

import type { PlanWithToggle } from "./plan-with-toggle";
import { kitPlan } from "./pricing.schema";

export const planWithTogglePart = z.strictObject({
  part: z.literal("PlanWithToggle"),
  plan: kitPlan,
  /** Beside the toggle's annual option, e.g. "save 20%". */
  annualNote: z.optional(text(1, 40)),
});

export const planWithToggleFields = ({
  part: _part,
  ...props
}: z.infer<typeof planWithTogglePart>): Parameters<typeof PlanWithToggle>[0] => props;
