/**
 * The sample studio's projects, written in content/templates/portfolio/projects.yaml and checked
 * against ./projects.schema.ts at build (app/content-collections.ts), which writes them as
 * generated/portfolio-projects.ts.
 */
import { portfolioProjects as projects } from "../../generated/portfolio-projects";
import type { PortfolioProjects } from "./projects.schema";

export const portfolioProjects: PortfolioProjects = projects;
