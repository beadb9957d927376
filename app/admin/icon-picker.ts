/**
 * The input of a Lucide icon field (issue 45: "Lucide icons by picture"): the current icon drawn
 * beside its name, which a person may still type, and a search over Lucide's icons by name that
 * draws the matches as a listbox of buttons; choosing one sets the field to its kebab-case name,
 * as content files write it. At most PAGE matches are drawn at once (Lucide has some 2,000), the
 * rest counted, and more drawn on request. Registered wrapped by checkedControl
 * (./checked-field.ts), so the build's check of the name runs at the field.
 *
 * Sveltia draws it with its own copy of React, so it uses no hooks (see ./checked-field.ts), and
 * draws the icons from Lucide's data (./lucide-icons.ts) rather than with lucide-react's
 * components, which read a context with a hook. That data is loaded on first use; once loaded,
 * the build's check also knows Lucide's names in the browser (`knowLucideNames`).
 */
import { type ChangeEvent, Component, createElement, createRef, type KeyboardEvent } from "react";

import { knowLucideNames } from "~/lib/content/vocab/kit-fields";

import type { ControlProps } from "./checked-field";
import type * as LucideIcons from "./lucide-icons";

import "./icon-picker.css";

/** How many matches are drawn at once, and how many more each "Draw more" adds. */
export const PAGE = 120;

type Icons = typeof LucideIcons;
type LucideEntry = LucideIcons.LucideEntry;

let loading: Promise<Icons> | undefined;

/** Lucide's icons, loaded once (their chunk) and told to the build's check. */
function loadIcons(): Promise<Icons> {
  loading ??= import("./lucide-icons").then((icons) => {
    knowLucideNames(icons.LUCIDE_BY_NAME.keys());
    return icons;
  });
  return loading;
}

/** A search as content files write names: lower case, words joined by "-". */
const asName = (query: string) =>
  query
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");

/** The icons whose name or alias holds `query`: those starting with it first, else by name. */
function matching(icons: readonly LucideEntry[], query: string): LucideEntry[] {
  const wanted = asName(query);
  if (!wanted) return [...icons];
  const first: LucideEntry[] = [];
  const then: LucideEntry[] = [];
  for (const icon of icons) {
    const names = [icon.name, ...icon.aliases];
    if (names.some((name) => name.startsWith(wanted))) first.push(icon);
    else if (names.some((name) => name.includes(wanted))) then.push(icon);
  }
  return [...first, ...then];
}

const count = (n: number) => n.toLocaleString("en");

/** What the listbox holds: "14 of 2,091 icons match “shield”", "…; 120 drawn, 1,971 more". */
function counted(total: number, found: number, drawn: number, query: string): string {
  const matched = query
    ? `${count(found)} of ${count(total)} icons match “${query}”`
    : `${count(total)} icons`;
  return found > drawn
    ? `${matched}; ${count(drawn)} drawn, ${count(found - drawn)} more`
    : matched;
}

/** An icon's drawing as Lucide draws it (24×24, stroked), decorative. */
function drawIcon(node: LucideEntry["node"]) {
  const draw = (nodes: LucideEntry["node"]): ReturnType<typeof createElement>[] =>
    nodes.map(([tag, attributes, children], index) =>
      createElement(tag, { key: index, ...attributes }, ...(children ? draw(children) : [])),
    );
  return createElement(
    "svg",
    {
      width: 24,
      height: 24,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      focusable: "false",
      "aria-hidden": true,
    },
    ...draw(node),
  );
}

interface State {
  icons?: Icons;
  query: string;
  /** How many matches are drawn. */
  shown: number;
  /** The option that holds the listbox's one tab stop, once a person has moved to one. */
  active?: string;
}

let pickers = 0;

/** The Lucide icon input: Sveltia's props in, the chosen or typed name out by `onChange`. */
export class IconPicker extends Component<ControlProps, State> {
  state: State = { query: "", shown: PAGE };
  private list = createRef<HTMLDivElement>();
  private listId = `lucide-icons-${(pickers += 1)}`;
  private mounted = false;

  componentDidMount() {
    this.mounted = true;
    void loadIcons().then((icons) => {
      if (this.mounted) this.setState({ icons });
    });
  }

  componentWillUnmount() {
    this.mounted = false;
  }

  private get value(): string {
    return typeof this.props.value === "string" ? this.props.value : "";
  }

  private choose = (name: string) => {
    this.setState({ active: name });
    this.props.onChange?.(name);
  };

  private onType = (event: ChangeEvent<HTMLInputElement>) =>
    this.props.onChange?.(event.target.value);

  private onSearch = (event: ChangeEvent<HTMLInputElement>) =>
    this.setState({ query: event.target.value, shown: PAGE, active: undefined });

  /** Arrows, Home and End move among the drawn options; Enter or Space chooses (a button's own). */
  private onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = [...(this.list.current?.querySelectorAll<HTMLElement>("[role=option]") ?? [])];
    const at = options.indexOf(event.target as HTMLElement);
    if (at === -1) return;
    // The options in the first row: the grid's columns, as the form's width lays them out.
    const top = options[0]?.offsetTop;
    const columns = Math.max(1, options.filter((option) => option.offsetTop === top).length);
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -at,
      End: options.length - 1 - at,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = options[at + step];
    if (!next) return;
    next.focus();
    this.setState({ active: next.dataset.name });
  };

  private current() {
    const icon = this.state.icons?.LUCIDE_BY_NAME.get(this.value);
    return createElement(
      "span",
      { className: "cs-icon-picker__current", "data-known": icon ? "" : undefined },
      icon ? drawIcon(icon.node) : null,
    );
  }

  private options(icons: Icons) {
    const found = matching(icons.LUCIDE_ICONS, this.state.query);
    const drawn = found.slice(0, this.state.shown);
    const chosen = icons.LUCIDE_BY_NAME.get(this.value)?.name;
    const names = drawn.map((icon) => icon.name);
    const stop =
      [this.state.active, chosen].find((name) => name && names.includes(name)) ?? names[0];
    const more = found.length - drawn.length;
    return [
      createElement(
        "p",
        { key: "count", className: "cs-icon-picker__count", role: "status" },
        counted(icons.LUCIDE_ICONS.length, found.length, drawn.length, asName(this.state.query)),
      ),
      createElement(
        "div",
        {
          key: "list",
          ref: this.list,
          id: this.listId,
          role: "listbox",
          "aria-label": "Lucide icons",
          className: "cs-icon-picker__list",
          onKeyDown: this.onKeyDown,
        },
        drawn.map((icon) =>
          createElement(
            "button",
            {
              key: icon.name,
              type: "button",
              role: "option",
              "aria-selected": icon.name === chosen,
              tabIndex: icon.name === stop ? 0 : -1,
              title: icon.name,
              "data-name": icon.name,
              className: "cs-icon-picker__option",
              onClick: () => this.choose(icon.name),
            },
            drawIcon(icon.node),
            createElement("span", null, icon.name),
          ),
        ),
      ),
      more > 0
        ? createElement(
            "button",
            {
              key: "more",
              type: "button",
              className: "cs-icon-picker__more",
              onClick: () => this.setState({ shown: this.state.shown + PAGE }),
            },
            `Draw ${Math.min(more, PAGE)} more`,
          )
        : null,
    ];
  }

  render() {
    const { icons, query } = this.state;
    return createElement(
      "div",
      { className: "cs-icon-picker" },
      createElement(
        "div",
        { className: "cs-icon-picker__name" },
        this.current(),
        createElement("input", {
          id: this.props.forID,
          // The field's label and error, as Sveltia's own inputs refer to them.
          ...(this.props.forID
            ? {
                "aria-labelledby": `${this.props.forID}-label`,
                "aria-errormessage": `${this.props.forID}-error`,
              }
            : {}),
          type: "text",
          className: this.props.classNameWrapper,
          value: this.value,
          onChange: this.onType,
          autoComplete: "off",
          spellCheck: false,
        }),
      ),
      createElement("input", {
        type: "search",
        className: this.props.classNameWrapper,
        "aria-label": "Search Lucide icons by name",
        "aria-controls": this.listId,
        placeholder: "Search icons by name, e.g. shield",
        value: query,
        onChange: this.onSearch,
      }),
      icons
        ? this.options(icons)
        : createElement(
            "p",
            { className: "cs-icon-picker__count", role: "status" },
            "Loading icons…",
          ),
    );
  }
}
