/**
 * Parts: components a section draws inside itself from a file's data, where the TypeScript pages
 * handed it an element (a hero's booking form, the plan card beside it). A field holds one as
 * `{ part: SampleForm, …its props }`, checked by the section's schema like any other field. The
 * page's generated route module (app/content-routes.ts) imports exactly the parts its file
 * names, so a hero without a form loads no form code or styles, and ContentSections
 * (render.tsx) puts each part's element where its data was.
 *
 * Read where app/routes.ts runs (content-routes.ts): relative, type-only imports here.
 */
import type { SampleForm } from "../../components/kit/sample-form";
import type { PeopleStack } from "../../sections/kit/people-stack";
import type { PlanWithToggle } from "../../sections/kit/plan-with-toggle";

/** Each part by name, and its module (from app/), which exports the component by that name. */
export const PART_MODULES = {
  PeopleStack: "sections/kit/people-stack",
  PlanWithToggle: "sections/kit/plan-with-toggle",
  SampleForm: "components/kit/sample-form",
} as const;

export type PartName = keyof typeof PART_MODULES;

interface PartComponents {
  PeopleStack: typeof PeopleStack;
  PlanWithToggle: typeof PlanWithToggle;
  SampleForm: typeof SampleForm;
}

/** A part as a file writes it: its name and its component's props. */
export type PartData = {
  [Name in PartName]: { part: Name } & Parameters<PartComponents[Name]>[0];
}[PartName];

const isPartName = (name: unknown): name is PartName =>
  typeof name === "string" && Object.hasOwn(PART_MODULES, name);

/** Every part a page's data names, sorted (what its route module imports). */
export function partNames(value: unknown, found = new Set<PartName>()): PartName[] {
  if (Array.isArray(value)) {
    for (const item of value) partNames(item, found);
  } else if (value !== null && typeof value === "object") {
    const { part } = value as { part?: unknown };
    if (isPartName(part)) found.add(part);
    for (const item of Object.values(value)) partNames(item, found);
  }
  return [...found].sort();
}
