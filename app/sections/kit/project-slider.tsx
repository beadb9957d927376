import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronUp from "lucide-react/icons/chevron-up";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { Glyph } from "~/components/ui/icon";
import { projectsField, withProjects } from "~/content/templates/portfolio/projects";
import { type EmblaApi, useEmbla } from "~/hooks/use-embla";
import { prefersReducedMotion } from "~/hooks/use-reduced-motion";
import { text } from "~/lib/content/vocab/fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { createWheelStepper } from "~/lib/wheel-step";

import "~/styles/kit/_projects.scss";

/**
 * What a content file gives the full-screen project slider: its h1, a line under it and the
 * projects it shows (slugs, or `all`), joined at build time from the projects collection
 * (./project-card.tsx).
 */
export const schema = z.strictObject({
  title: text(1, 140).check(z.describe("The page's h1, over the slides")),
  intro: z.optional(text(1, 300).check(z.describe("A line under the title"))),
  projects: projectsField,
});

/** The slider's props: the projects it names, from the collection. */
export const resolve = (fields: Fields<typeof schema>) => withProjects(fields);

export type ProjectSliderProps = Drawn<ReturnType<typeof resolve>>;

const NEXT_KEYS = new Set(["ArrowDown", "PageDown", "ArrowRight"]);
const PREV_KEYS = new Set(["ArrowUp", "PageUp", "ArrowLeft"]);

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A full-screen vertical slider, one project per slide, on Embla's y axis (swipe and drag).
 * The wheel, the arrow and Page keys (and Home/End) and the buttons move one slide; at the first
 * or last slide they let the page scroll on, so the footer stays reachable. The slide number is
 * announced; under prefers-reduced-motion slides change without animation. Nothing moves on
 * its own.
 */
export function ProjectSlider({ title, intro, projects }: ProjectSliderProps) {
  const [viewport, embla, withEmbla] = useEmbla({ axis: "y", duration: 28 });
  const [selected, setSelected] = useState(0);
  const [moved, setMoved] = useState(false);
  const region = useRef<HTMLElement>(null);
  const titleId = useId();
  const last = projects.length - 1;

  useEffect(() => {
    if (!embla) return undefined;
    const update = () => setSelected(embla.selectedScrollSnap());
    const onSelect = () => {
      update();
      setMoved(true);
    };
    update();
    embla.on("select", onSelect).on("reInit", update);
    return () => {
      embla.off("select", onSelect).off("reInit", update);
    };
  }, [embla]);

  /** Moves one slide on (1) or back (-1); false at the end in that direction. */
  const move = useCallback(
    (api: EmblaApi, direction: -1 | 1): boolean => {
      const target = api.selectedScrollSnap() + direction;
      if (target < 0 || target > last) return false;
      api.scrollTo(target, prefersReducedMotion());
      return true;
    },
    [last],
  );
  const step = useCallback(
    (direction: -1 | 1): boolean => {
      if (embla) return move(embla, direction);
      // Embla is not ready yet (a press right after hydration): the move waits for it.
      const target = selected + direction;
      if (target < 0 || target > last) return false;
      withEmbla((api) => move(api, direction));
      return true;
    },
    [embla, last, move, selected, withEmbla],
  );

  // Keys: from inside the slider, or from the page itself when nothing else has focus (the
  // slider is the page). Form fields and other widgets keep their keys.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as Node | null;
      const inSlider = target !== null && region.current?.contains(target) === true;
      if (!inSlider && target !== document.body) return;
      let moved = false;
      if (NEXT_KEYS.has(event.key)) moved = step(1);
      else if (PREV_KEYS.has(event.key)) moved = step(-1);
      else if (event.key === "Home" || event.key === "End") {
        const index = event.key === "Home" ? 0 : last;
        withEmbla((api) => api.scrollTo(index, prefersReducedMotion()));
        moved = true;
      }
      if (moved) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [last, step, withEmbla]);

  // The wheel: one slide per gesture. A native listener, since React's wheel listener is
  // passive and could not keep the page from scrolling while a slide changes.
  useEffect(() => {
    const node = embla?.rootNode();
    if (!embla || !node) return undefined;
    const stepper = createWheelStepper();
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      const direction = event.deltaY > 0 ? 1 : -1;
      const index = embla.selectedScrollSnap();
      const canMove = direction > 0 ? index < last : index > 0;
      const result = stepper({
        deltaY: event.deltaY,
        deltaMode: event.deltaMode,
        time: event.timeStamp,
      });
      if (!canMove) return; // let the page scroll on past the first or last slide
      event.preventDefault();
      if (result !== 0) step(result);
    };
    node.addEventListener("wheel", onWheel, { passive: false });
    return () => node.removeEventListener("wheel", onWheel);
  }, [embla, last, step]);

  const current = projects[selected];
  return (
    <section
      ref={region}
      className="kit-slider kit-dark"
      aria-labelledby={titleId}
      aria-roledescription="carousel"
    >
      <div className="kit-slider-head">
        <h1 id={titleId} className="kit-slider-title">
          {title}
        </h1>
        {intro && <p className="kit-slider-intro">{intro}</p>}
      </div>
      {/* Focusable, so the keys work once a visitor has clicked or tabbed into the slides. */}
      <div
        className="kit-slider-viewport"
        ref={viewport}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-label="Projects: use the arrow or Page keys, the wheel or a swipe to move"
      >
        <div className="kit-slider-track">
          {projects.map((project, index) => (
            <div
              key={project.slug}
              className="kit-slider-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${projects.length}`}
            >
              <div className="container kit-slider-inner">
                <div className="kit-slider-text">
                  <p className="kit-slider-meta">
                    {project.category} <span aria-hidden="true">·</span> {project.year}
                  </p>
                  <h2 className="kit-slider-name">{project.title}</h2>
                  <p className="kit-slider-summary">{project.summary}</p>
                  <ul className="kit-tags" aria-label="Services">
                    {project.tags.map((tag) => (
                      <li key={tag} className="kit-tag">
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <Link to={project.href} className="kit-btn">
                    View {project.title} <Glyph icon={ArrowUpRight} size={18} />
                  </Link>
                </div>
                <div className="kit-slider-art">
                  <Artwork {...project.art} alt="" ratio="4:3" width={720} />
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="kit-slider-controls">
        <button
          type="button"
          className="kit-round-btn"
          aria-label="Previous project"
          disabled={selected === 0}
          onClick={() => step(-1)}
        >
          <Glyph icon={ChevronUp} size={20} />
        </button>
        <span className="kit-slider-count" aria-hidden="true">
          {pad(selected + 1)} / {pad(projects.length)}
        </span>
        <button
          type="button"
          className="kit-round-btn"
          aria-label="Next project"
          disabled={selected === last}
          onClick={() => step(1)}
        >
          <Glyph icon={ChevronDown} size={20} />
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {moved && current ? `Project ${selected + 1} of ${projects.length}: ${current.title}` : ""}
      </p>
    </section>
  );
}
