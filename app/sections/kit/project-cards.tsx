import { type Project, ProjectCard } from "./project-card";
import { type KitIntro, KitSection, type Tone } from "./section";

export interface ProjectCardsProps {
  id: string;
  heading: KitIntro;
  projects: readonly Project[];
  look?: "plain" | "overlay";
  tone?: Tone;
  anchor?: string;
}

/** A few projects as cards: "more projects", "next projects", selected work. */
export function ProjectCards({ id, heading, projects, look, tone, anchor }: ProjectCardsProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <ul className="kit-grid kit-grid-3 kit-projects">
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} look={look} />
          </li>
        ))}
      </ul>
    </KitSection>
  );
}
