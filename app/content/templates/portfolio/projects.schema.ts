/**
 * What content/templates/portfolio/projects.yaml holds: the sample studio's projects
 * (kit/project-card.tsx's Project), each named by its slug. Checked at build
 * (content.config.ts) and written as generated/portfolio-projects.ts, which the
 * portfolio pages' sections join (app/sections/kit/project-card.tsx).
 */
import * as z from "zod/mini";

import { catalogue, type GeneratedData } from "../../../lib/content/vocab/collection-fields.ts";
import { href, text } from "../../../lib/content/vocab/fields.ts";
import { kitArt } from "../../../lib/content/vocab/kit-fields.ts";

export const kitProject = z
  .strictObject({
    slug: z
      .string("write the slug as text")
      .check(
        z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "write the slug in kebab-case"),
        z.describe("The project's slug, which sections and its page name it by; kebab-case"),
      ),
    title: text(1, 80).check(z.describe("The project's name")),
    client: text(1, 80).check(z.describe("Who the work was for")),
    /** Kind of work; a filter's value. */
    category: text(1, 40).check(z.describe("The kind of work, e.g. Branding")),
    /** The client's industry; a filter's value. */
    industry: text(1, 40).check(z.describe("The client's industry")),
    year: z
      .string('write the year in quotes, e.g. "2026"')
      .check(
        z.regex(/^\d{4}$/, 'write the year in quotes, e.g. "2026"'),
        z.describe('The year, in quotes, e.g. "2026"'),
      ),
    tags: z
      .array(text(1, 40).check(z.describe("One tag, a word or two")))
      .check(z.describe("Short labels for the services involved")),
    summary: text(1, 300).check(z.describe("A sentence or two on the project")),
    art: kitArt.check(z.describe("The project's picture")),
    /** The project's page. */
    href,
  })
  .check(z.describe("One project of the portfolio"));

export const portfolioProjectsSchema = catalogue(kitProject, "project");

/** The projects as their generated module holds them, each icon still its Lucide name. */
export type PortfolioProjects = GeneratedData<z.infer<typeof portfolioProjectsSchema>>;
