// The company catalogues and navigation as YAML collections (content/services.yaml,
// content/case-studies.yaml, content/navigation.yaml, content/templates/footer.yaml): the app
// reads each file's checked data, references to other collections resolve by slug, links lead to
// routes, and a mistake names the file, its line and the field's path.
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";

import { caseStudies, caseStudyFilterOptions } from "~/content/case-studies";
import { caseStudiesSchema } from "~/content/case-studies.schema";
import { footerColumns, footerLegalLinks } from "~/content/footer";
import { site } from "~/content/generated/site";
import { templateFooter } from "~/content/generated/template-footer";
import { industries } from "~/content/industries";
import { headerActions, mainNav, type NavDropdownItem } from "~/content/navigation";
import { type NavigationList, navigationSchema } from "~/content/navigation.schema";
import { products } from "~/content/products";
import { services } from "~/content/services";
import { servicesSchema } from "~/content/services.schema";
import { templateFooterSchema } from "~/content/template-footer.schema";
import { readCollection } from "~/lib/content/generated-collections";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

import { collections } from "../../content.config";

const read = <S extends z.ZodMiniType>(file: string, schema: S, source?: string) =>
  readCollection(file, source ?? readFileSync(file, "utf8"), schema);

/** The line (1-based) of the first line of `source` that contains `text`. */
const lineOf = (source: string, text: string) =>
  source.split("\n").findIndex((line) => line.includes(text)) + 1;

type Link = { label: string; href: string };

const knownPaths = new Set(routePaths(routes));
const expectRoute = (href: string) =>
  expect(knownPaths.has(new URL(href, site.origin).pathname), href).toBe(true);

describe("the catalogue collections", () => {
  it("are declared in content.config.ts, each written as the module the app imports", () => {
    const declared: Record<string, unknown> = Object.fromEntries(
      Object.values(collections).map((c) => [c.file, c.schema]),
    );
    expect(declared["content/services.yaml"]).toBe(servicesSchema);
    expect(declared["content/case-studies.yaml"]).toBe(caseStudiesSchema);
    expect(declared["content/navigation.yaml"]).toBe(navigationSchema);
    expect(declared["content/templates/footer.yaml"]).toBe(templateFooterSchema);
    expect(services).toEqual(read("content/services.yaml", servicesSchema));
    expect(caseStudies).toEqual(read("content/case-studies.yaml", caseStudiesSchema));
    expect(templateFooter).toEqual(read("content/templates/footer.yaml", templateFooterSchema));
    expect(headerActions).toEqual(read("content/navigation.yaml", navigationSchema).actions);
  });
});

describe("content/services.yaml", () => {
  const source = readFileSync("content/services.yaml", "utf8");

  it("gives each service its own slug, and links to pages of the site", () => {
    expect(services.length).toBeGreaterThan(0);
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
    for (const service of services) if ("link" in service) expectRoute(service.link.href);
    const [first, second] = services;
    const twice = source.replace(`slug: ${second?.slug}\n`, `slug: ${first?.slug}\n`);
    expect(() => read("content/services.yaml", servicesSchema, twice)).toThrow(
      /line \d+, 1\.slug: \S+ is written twice: give each service its own slug/,
    );
  });

  it("fills {{products.<slug>.…}} and {{site.…}} from their files, and refuses an unknown name", () => {
    const filled = JSON.stringify(services);
    expect(source).toContain("{{products.shadowcradle.href}}");
    expect(filled).not.toContain("{{");
    const shadowCradle = products.find((product) => product.slug === "shadowcradle");
    expect(services.some((s) => "link" in s && s.link.href === shadowCradle?.href)).toBe(true);
    expect(filled).toContain(site.phone.incident.display);
    const unknown = source.replace("{{products.shadowcradle.href}}", "{{products.nope.href}}");
    const line = lineOf(unknown, "{{products.nope.href}}");
    const index = services.findIndex((s) => "link" in s && s.link.href === shadowCradle?.href);
    expect(() => read("content/services.yaml", servicesSchema, unknown)).toThrow(
      `line ${line}, ${index}.link.href: {{products.nope.href}} is not a value the site knows`,
    );
  });

  it("names the line and field of a mistake", () => {
    const noIcon = source.replace(/^ {2}icon: .*$/m, "  icon: no-such-icon");
    const line = lineOf(noIcon, "no-such-icon");
    expect(() => read("content/services.yaml", servicesSchema, noIcon)).toThrow(
      `line ${line}, 0.icon: use one of the site's icons`,
    );
  });
});

describe("content/case-studies.yaml", () => {
  const source = readFileSync("content/case-studies.yaml", "utf8");

  it("names industries and services that their catalogues list, each study once", () => {
    expect(caseStudies.length).toBeGreaterThan(0);
    expect(new Set(caseStudies.map((study) => study.slug)).size).toBe(caseStudies.length);
    const serviceSlugs = new Set<string>(services.map((service) => service.slug));
    const industrySlugs = new Set<string>(industries.map((industry) => industry.slug));
    for (const study of caseStudies) {
      expect(industrySlugs.has(study.industry), study.slug).toBe(true);
      for (const service of study.services) expect(serviceSlugs.has(service), service).toBe(true);
    }
  });

  it("refuses a service or an industry their files do not list, at its line and field", () => {
    const [study] = caseStudies;
    const service = study?.services[1] ?? "";
    const start = source.indexOf(`slug: ${study?.slug}\n`);
    const at = source.indexOf(`- ${service}\n`, start);
    const badService = `${source.slice(0, at)}- no-such-service\n${source.slice(at + service.length + 3)}`;
    expect(() => read("content/case-studies.yaml", caseStudiesSchema, badService)).toThrow(
      `line ${lineOf(badService, "no-such-service")}, 0.services.1: "no-such-service" is not a slug of content/services.yaml`,
    );
    const badIndustry = source.replace(`industry: ${study?.industry}\n`, "industry: nowhere\n");
    expect(() => read("content/case-studies.yaml", caseStudiesSchema, badIndustry)).toThrow(
      `line ${lineOf(badIndustry, "industry: nowhere")}, 0.industry: "nowhere" is not a slug of content/industries.yaml`,
    );
  });

  it("offers as filter choices the industries and services the studies use, linked", () => {
    const used = new Set<string>(caseStudies.flatMap((study) => study.services));
    expect(caseStudyFilterOptions.services.map((option) => option.value)).toEqual(
      services.map((service) => service.slug).filter((slug) => used.has(slug)),
    );
  });
});

describe("content/navigation.yaml and content/templates/footer.yaml", () => {
  const source = readFileSync("content/navigation.yaml", "utf8");

  it("link the header, the footers and their actions to routes of the site", () => {
    const links: readonly Link[] = [
      ...mainNav.flatMap((item): readonly Link[] => ("href" in item ? [item] : item.items)),
      ...Object.values(headerActions),
      ...footerColumns.flatMap((column) => column.links),
      ...footerLegalLinks,
      ...templateFooter.columns.flatMap((column): readonly Link[] => column.links),
    ];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.label.length, link.href).toBeGreaterThan(0);
      expectRoute(link.href);
    }
  });

  it("list a catalogue's entries where a dropdown or a column names it, Soon ones marked", () => {
    const navigation = read("content/navigation.yaml", navigationSchema);
    const catalogues = { products, industries };
    const expected = (list: NavigationList) =>
      list.flatMap((item) =>
        "catalogue" in item
          ? catalogues[item.catalogue].map((entry) => [entry.href, entry.status === "soon"])
          : [[item.href, false]],
      );
    const shown = (links: readonly NavDropdownItem[]) =>
      links.map((link) => [link.href, link.soon ?? false]);
    const dropdowns = navigation.header.flatMap((item) => ("items" in item ? [item] : []));
    expect(dropdowns.length).toBeGreaterThan(0);
    for (const dropdown of dropdowns) {
      const rendered = mainNav.find((item) => item.label === dropdown.label);
      expect(rendered && "items" in rendered && shown(rendered.items)).toEqual(
        expected(dropdown.items),
      );
    }
    navigation.footer.columns.forEach((column, index) => {
      expect(shown(footerColumns[index]?.links ?? [])).toEqual(expected(column.links));
    });
    const productLinks = mainNav.flatMap((item) => ("items" in item ? item.items : []));
    for (const product of products) {
      const link = productLinks.find((candidate) => candidate.href === product.href);
      expect(link?.description).toBe(product.category);
    }
  });

  it("refuse a link that is not a path of the site, naming its line", () => {
    const bad = source.replace("href: /about\n", "href: about\n");
    expect(() => read("content/navigation.yaml", navigationSchema, bad)).toThrow(
      `line ${lineOf(bad, "href: about")}, header.2.href: write a page of the site`,
    );
  });
});
