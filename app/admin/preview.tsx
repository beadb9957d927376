/**
 * The editor's preview page (/admin/preview.html): an entry drawn as the site draws it, by the
 * site's own section components, React and styles. Sveltia's preview pane (./preview-frame.ts)
 * posts the entry on every change; the page prepares it with the compiler's own step for a page
 * (checkContentPage: {{…}} values filled, the schema's checks, each section's resolve) and draws
 * it with the one renderer (Sections). Data the build would refuse, as half-typed data often
 * is, shows the build's message instead of the page.
 */
import { icons as lucideIcons, type LucideIcon } from "lucide-react";
import {
  Component,
  type ComponentType,
  type ReactNode,
  StrictMode,
  useSyncExternalStore,
} from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";

import { checkContentPage, type ContentPage } from "~/lib/content/page";
import { ContentSections } from "~/lib/content/render";
import type { SectionComponents } from "~/lib/content/sections-view";
import { contentVariables } from "~/lib/content/variables";
import { ContentError } from "~/lib/content/yaml";

import { asSaved } from "./checks";
import type { PreviewMessage } from "./preview-frame";

import "~/styles/app.scss";

type Module = Record<string, unknown>;

const companyModules = import.meta.glob<Module>(["../sections/*.tsx", "!../sections/*.test.tsx"], {
  eager: true,
});
const kitModules = import.meta.glob<Module>(
  ["../sections/kit/*.tsx", "!../sections/kit/*.test.tsx"],
  {
    eager: true,
  },
);

const pascal = (file: string) =>
  file.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
const fileOf = (key: string) => key.slice(key.lastIndexOf("/") + 1, -".tsx".length);
const isComponent = (value: unknown) =>
  typeof value === "function" ||
  (typeof value === "object" && value !== null && "$$typeof" in value);

/**
 * Every section's component and every part's, by the name a page gives it: "Hero", a kit
 * variant "Hero.kit" (the rule of app/lib/content/sections.ts), a part by its export's name.
 */
function allComponents(): SectionComponents {
  const found: Record<string, ComponentType<never>> = {};
  const companyFiles = new Set(Object.keys(companyModules).map(fileOf));
  const add = (modules: Record<string, Module>, kit: boolean) => {
    for (const [key, module] of Object.entries(modules)) {
      const name = pascal(fileOf(key));
      for (const [exported, value] of Object.entries(module)) {
        if (!/^[A-Z]/.test(exported) || !isComponent(value)) continue;
        const variant = kit && companyFiles.has(fileOf(key)) && exported === name;
        const as = variant ? `${name}.kit` : exported;
        if (!(as in found) || exported === name) found[as] = value as ComponentType<never>;
      }
    }
  };
  add(companyModules, false);
  add(kitModules, true);
  return found;
}

const components = allComponents();

/** Lucide's icons by the kebab-case name a template page writes ("shield-check"). */
const icons = new Proxy({} as Record<string, LucideIcon>, {
  get: (_, name) =>
    typeof name === "string" ? lucideIcons[pascal(name) as keyof typeof lucideIcons] : undefined,
});

/** What the preview shows: the page prepared, or the build's message. */
export type Prepared = { page: ContentPage } | { problem: string };

/** The entry as the compiler prepares a page, or why the build would refuse it. */
export function prepare(message: PreviewMessage): Prepared {
  const { body = "", ...frontmatter } = asSaved(message.data) as Record<string, unknown>;
  const folder = message.collection === "templates" ? "content/templates" : "content/pages";
  const file = /\.md$/.test(message.file) ? message.file : `${folder}/preview.md`;
  try {
    const page = checkContentPage(file, frontmatter, String(body), contentVariables, (path) =>
      path.map(String).join("."),
    );
    return { page };
  } catch (error) {
    if (error instanceof ContentError)
      return { problem: error.message.split("\n").slice(1).join("\n").trim() };
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** A section that fails to draw shows its error, not a blank pane. */
class DrawError extends Component<{ children: ReactNode; data: unknown }, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidUpdate(previous: { data: unknown }) {
    if (previous.data !== this.props.data && this.state.error) this.setState({ error: undefined });
  }

  render() {
    return this.state.error ? <Problem text={this.state.error.message} /> : this.props.children;
  }
}

function Problem({ text }: { text: string }) {
  return (
    <div className="container py-5" role="alert">
      <p className="fw-semibold">The build would refuse this entry as it is:</p>
      <pre className="text-wrap">{text}</pre>
    </div>
  );
}

/** The entry drawn inside the site's layout container, as its route draws it. */
export function PreviewPage({ prepared }: { prepared: Prepared | undefined }) {
  if (!prepared) return <p className="container py-5">Waiting for the entry…</p>;
  if ("problem" in prepared) return <Problem text={prepared.problem} />;
  const { page } = prepared;
  return (
    <MemoryRouter initialEntries={[page.path]}>
      <main id="main" tabIndex={-1}>
        <DrawError data={page}>
          <ContentSections
            page={page}
            components={components}
            {...(page.kind === "template" ? { icons } : {})}
          />
        </DrawError>
      </main>
    </MemoryRouter>
  );
}

const isPreviewMessage = (data: unknown): data is PreviewMessage =>
  typeof data === "object" &&
  data !== null &&
  (data as PreviewMessage).type === "cradlesec-preview";

/**
 * The latest entry posted from the editor's own origin. Listened for from the module's start,
 * before React renders: the editor posts when the frame's `load` fires, which can come before
 * a listener added by an effect would.
 */
const latest = {
  prepared: undefined as Prepared | undefined,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    latest.listeners.add(listener);
    return () => void latest.listeners.delete(listener);
  },
  take(event: MessageEvent) {
    if (event.origin !== window.location.origin || !isPreviewMessage(event.data)) return;
    latest.prepared = prepare(event.data);
    for (const listener of latest.listeners) listener();
  },
};
if (typeof window !== "undefined") window.addEventListener("message", latest.take);

/** Draws the latest entry the editor posted. */
export function PreviewApp() {
  const prepared = useSyncExternalStore(latest.subscribe, () => latest.prepared);
  return <PreviewPage prepared={prepared} />;
}

const root = typeof document === "undefined" ? null : document.getElementById("preview");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PreviewApp />
    </StrictMode>,
  );
}
