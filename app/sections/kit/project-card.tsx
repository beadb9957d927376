import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import type { Ref } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { Glyph } from "~/components/ui/icon";
import type { PortfolioProjects } from "~/content/templates/portfolio/projects.schema";
import type { Drawn } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import "~/styles/kit/_projects.scss";

/** A card's look: text under the picture, or the summary over it on hover and focus. */
export const projectLook = z.optional(
  z
    .enum(["plain", "overlay"], "use plain or overlay")
    .check(z.describe("plain: text under the picture; overlay: the summary over it on hover")),
);

/** A sample portfolio project, as the collection holds it, its picture's motif drawn. */
export type Project = Drawn<PortfolioProjects[number]>;

export interface ProjectCardProps {
  project: Project;
  /** plain: text under the picture; overlay: the summary slides over the picture on hover or
   * focus (always shown where there is no hover). */
  look?: "plain" | "overlay";
  /** The title link, for moving focus to a card (after "load more"). */
  linkRef?: Ref<HTMLAnchorElement>;
}

/** A project as a card: picture, category and year, title (the link) and summary. */
export function ProjectCard({ project, look = "plain", linkRef }: ProjectCardProps) {
  return (
    <article className="kit-project">
      <div className="kit-project-media">
        <Artwork {...project.art} alt="" ratio="4:3" width={560} />
        {look === "overlay" && (
          <div className="kit-project-overlay kit-dark" aria-hidden="true">
            <p>{project.summary}</p>
            <span className="kit-project-more">
              View project <Glyph icon={ArrowUpRight} size={18} />
            </span>
          </div>
        )}
      </div>
      <p className="kit-project-meta">
        {project.category} <span aria-hidden="true">·</span> {project.year}
      </p>
      <h3 className="kit-project-title">
        <Link ref={linkRef} to={project.href} className="kit-project-link">
          {project.title}
        </Link>
      </h3>
      <p className={cx("kit-muted", look === "overlay" && "visually-hidden")}>{project.summary}</p>
    </article>
  );
}
