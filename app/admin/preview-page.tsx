/**
 * The editor's preview, drawn: the page of the site that shows the entry being typed
 * (./preview-prepare.ts prepares it), inside those of its layouts (app/routes.ts) that draw
 * something of it, all drawn by the site's own components, React Router and styles. Where several pages show
 * an entry (a collection, an article) a labelled select picks the one drawn. Data the build
 * would refuse shows the build's message instead.
 */
import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  StrictMode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createRoot } from "react-dom/client";
import {
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  useRouteError,
} from "react-router";

import type { PreviewSite } from "~/lib/content/editor/preview-routes";
import { contentHandle, ContentSections } from "~/lib/content/render";
import type { SectionComponents } from "~/lib/content/sections-view";
import { LabArticle } from "~/sections/lab-article";

import {
  builtValue,
  type CollectionEdit,
  loadedEdit,
  loadedSnapshot,
  reloadWith,
  type Snapshot,
} from "./preview-edits";
import { icons, pascal } from "./preview-icons";
import type { MessageStore } from "./preview-messages";
import { type Drawing, type PageChoice, prepare, type Prepared } from "./preview-prepare";

import "~/styles/app.scss";
import "./preview-page.css";

type Module = Record<string, unknown>;

const companyModules = import.meta.glob<Module>(["../sections/*.tsx", "!../sections/*.test.tsx"], {
  eager: true,
});
const kitModules = import.meta.glob<Module>(
  ["../sections/kit/*.tsx", "!../sections/kit/*.test.tsx"],
  { eager: true },
);
const layoutModules = import.meta.glob<ComponentType>(
  ["../layouts/*.tsx", "!../layouts/*.test.tsx"],
  { eager: true, import: "default" },
);

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

/** The layouts by their module under app/ ("layouts/site-layout"), as the preview's data names them. */
const layouts: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(layoutModules).map(([key, layout]) => [`layouts/${fileOf(key)}`, layout]),
);

function Problem({ text }: { text: string }) {
  return (
    <div className="container py-5" role="alert">
      <p className="fw-semibold">The build would refuse this entry as it is:</p>
      <pre className="text-wrap">{text}</pre>
    </div>
  );
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

/** A layout that fails to draw (its data refused by its own code) says why. */
function LayoutError() {
  const error = useRouteError();
  return <Problem text={error instanceof Error ? error.message : String(error)} />;
}

/** What the innermost route draws: the page's content, changed without a new router. */
const PageContent = createContext<ReactNode>(null);

function Leaf() {
  return useContext(PageContent);
}

/** A page drawn without its layouts: inside its <main>, as a layout has it. */
function Main() {
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

let cached: { key: string; router: ReturnType<typeof createMemoryRouter> } | undefined;

/**
 * A router of one page inside its layouts, at the page's address, its route's `handle` (a
 * template page's theme and brand) for the layouts to read. Made again only when one of those
 * changes, so typing redraws the page in place.
 */
function routerOf(path: string, layoutNames: readonly string[], handle: unknown) {
  const key = JSON.stringify([path, layoutNames, handle]);
  if (cached?.key === key) return cached.router;
  const leaf: RouteObject = { path: "*", handle, Component: Leaf };
  let route: RouteObject = layoutNames.length > 0 ? leaf : { Component: Main, children: [leaf] };
  for (const name of [...layoutNames].reverse()) {
    const Layout = layouts[name];
    if (!Layout) throw new Error(`No layout ${name} in the preview`);
    route = { Component: Layout, children: [route] };
  }
  const router = createMemoryRouter([{ ...route, ErrorBoundary: LayoutError }], {
    initialEntries: [path],
  });
  cached = { key, router };
  return router;
}

/** A page of the site, drawn as its route draws it. */
function SitePage({ drawing }: { drawing: Drawing }) {
  const { content } = drawing;
  const handle = "page" in content ? contentHandle(content.page) : undefined;
  const router = routerOf(drawing.path, drawing.layouts, handle);
  const drawn =
    "page" in content ? (
      <ContentSections
        page={content.page}
        components={components}
        {...(content.page.kind === "template" ? { icons } : {})}
      />
    ) : (
      <LabArticle entry={content.lab} />
    );
  return (
    <PageContent value={<DrawError data={content}>{drawn}</DrawError>}>
      <RouterProvider router={router} />
    </PageContent>
  );
}

/** The select of the page drawn, and whether a newer edit is on its way. */
function PageChooser({
  choice,
  onChoose,
  updating,
}: {
  choice: PageChoice;
  onChoose: (path: string) => void;
  updating: boolean;
}) {
  const id = useId();
  return (
    <div className="preview-choice">
      <label htmlFor={id}>Page shown</label>
      <select id={id} value={choice.chosen} onChange={(event) => onChoose(event.target.value)}>
        {choice.groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.paths.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <span role="status">{updating ? "Updating…" : ""}</span>
    </div>
  );
}

/**
 * What the preview shows for a prepared entry (a reload on its way shows the last drawing, and
 * until the first one, the markup the last load left).
 */
export function PreviewView({
  prepared,
  onChoose,
  updating = false,
  before,
}: {
  prepared: Exclude<Prepared, { reload: unknown }> | undefined;
  onChoose: (path: string) => void;
  updating?: boolean;
  before?: string;
}) {
  if (!prepared && before !== undefined) {
    // Markup React drew in this page a moment ago (./preview-edits.ts's snapshot).
    return <div dangerouslySetInnerHTML={{ __html: before }} />;
  }
  if (!prepared) return <p className="container py-5">Waiting for the entry…</p>;
  if ("problem" in prepared) return <Problem text={prepared.problem} />;
  if ("notice" in prepared) {
    return (
      <p className="container py-5" role="status">
        {prepared.notice}
      </p>
    );
  }
  return (
    <>
      <SitePage drawing={prepared.drawing} />
      {prepared.choice && (
        <PageChooser choice={prepared.choice} onChoose={onChoose} updating={updating} />
      )}
    </>
  );
}

/** How long the typing must pause before the page loads again with an edited collection. */
const RELOAD_AFTER_MS = 300;

/**
 * Draws the latest entry the editor posted. `loaded` is the edit this document was loaded with
 * and `snapshot` what the last load showed; `reload` loads it again with another edit
 * (./preview-edits.ts).
 */
export function PreviewApp({
  site,
  messages,
  loaded = loadedEdit,
  snapshot = loadedSnapshot,
  reload = reloadWith,
}: {
  site: PreviewSite;
  messages: MessageStore;
  loaded?: CollectionEdit;
  snapshot?: Snapshot;
  reload?: (edit: CollectionEdit | undefined) => void;
}) {
  const message = useSyncExternalStore(messages.subscribe, () => messages.latest);
  const entry = message ? `${message.collection}\n${message.file}` : "";
  const [choice, setChoice] = useState<{ entry: string; path: string }>();
  const chosen = choice?.entry === entry ? choice.path : undefined;
  const [shown, setShown] = useState<Exclude<Prepared, { reload: unknown }>>();
  const [pending, setPending] = useState<{ edit: CollectionEdit | undefined }>();

  useEffect(() => {
    if (!message) return undefined;
    let current = true;
    void prepare(message, { site, loaded, builtValue, chosen }).then((prepared) => {
      if (!current) return;
      if ("reload" in prepared) {
        setPending({ edit: prepared.reload });
      } else {
        setPending(undefined);
        setShown(prepared);
      }
    });
    return () => {
      current = false;
    };
  }, [message, site, loaded, chosen]);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => reload(pending.edit), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending, reload]);

  // Back where the person was before the page loaded again with their edit.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !shown || !("drawing" in shown) || !snapshot?.scroll) return;
    scrolled.current = true;
    window.scrollTo(0, snapshot.scroll);
  }, [shown, snapshot]);

  return (
    <PreviewView
      prepared={shown}
      before={snapshot?.html}
      updating={pending !== undefined}
      onChoose={(path) => setChoice({ entry, path })}
    />
  );
}

/** Draws the preview into `root`. */
export function mount(root: HTMLElement, site: PreviewSite, messages: MessageStore): void {
  createRoot(root).render(
    <StrictMode>
      <PreviewApp site={site} messages={messages} />
    </StrictMode>,
  );
}
