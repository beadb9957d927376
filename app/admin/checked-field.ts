/**
 * The custom field types that run the build's checks (./checks.ts) at the field: each wraps one
 * of Sveltia's own inputs (`CMS.getFieldType("string").control`) and gives Sveltia an
 * `isValid()`, whose `{ error: { message } }` blocks the save and shows the message at the field.
 *
 * Sveltia renders a control with its own copy of React, so this one uses no hooks: it is a class
 * (a class instance gets its updater from the renderer that draws it, whichever copy of React
 * the class came from), and Sveltia's ref to it is how it finds `isValid`. Elements are plain
 * objects that any React 19 renders.
 */
import { Component, type ComponentType, createElement, createRef } from "react";
import { parse, stringify } from "yaml";

import type { FieldPointer } from "~/lib/content/editor/sveltia";

import { fieldMessage, isChecked } from "./checks";
import { type ImmutableLike, plain } from "./immutable";

export interface ControlProps {
  value: unknown;
  field?: ImmutableLike;
  entry?: ImmutableLike;
  onChange?: (value: unknown) => void;
  forID?: string;
  classNameWrapper?: string;
  [prop: string]: unknown;
}

/** How a field's value is shown by the input it wraps, and read back. */
export interface Adapter {
  toInput: (value: unknown) => unknown;
  fromInput: (value: unknown) => unknown;
  /** The field holds a whole structure: problems inside it are its own. */
  below: boolean;
}

/** A structure edited as YAML text (the shapes the form cannot draw: `all` or a list, …). */
export const YAML_TEXT: Adapter = {
  toInput: (value) => (value === undefined || value === null ? "" : stringify(value).trimEnd()),
  fromInput: (text) => {
    try {
      return parse(String(text)) as unknown;
    } catch {
      // Kept as typed: the check says what is wrong with it.
      return text;
    }
  },
  below: true,
};

/** The check's verdict on a field's value, as Sveltia's `isValid()` gives it. */
export function validity(
  props: Pick<ControlProps, "field" | "entry">,
  value: unknown,
  keyPath: string | undefined,
  below = false,
): true | { error: { message: string } } {
  const pointer = plain(props.field?.get("check")) as FieldPointer | undefined;
  if (!pointer || !isChecked(pointer.collection)) return true;
  const data = plain(props.entry?.get("data"));
  const message = fieldMessage({
    collection: pointer.collection,
    file: String(props.entry?.get("path") ?? ""),
    data: data && typeof data === "object" ? (data as Record<string, unknown>) : {},
    value,
    ...(keyPath ? { keyPath } : {}),
    configPath: pointer.path,
    below,
  });
  return message === undefined ? true : { error: { message } };
}

/** A checked field type drawn by `Input` (a built-in control of Sveltia's). */
export function checkedControl(
  Input: ComponentType<Record<string, unknown>>,
  adapter?: Adapter,
): ComponentType<ControlProps> {
  return class CheckedField extends Component<ControlProps> {
    private holder = createRef<HTMLDivElement>();

    /** The field's key path ("sections.2.title"), from the field editor Sveltia draws it in. */
    private keyPath(): string | undefined {
      return (
        this.holder.current?.closest("[data-key-path]")?.getAttribute("data-key-path") ?? undefined
      );
    }

    isValid = (value: unknown) => validity(this.props, value, this.keyPath(), adapter?.below);

    private onChange = (value: unknown) => {
      this.props.onChange?.(adapter ? adapter.fromInput(value) : value);
    };

    render() {
      const { ref: _ref, value, ...rest } = this.props;
      void _ref;
      return createElement(
        "div",
        { ref: this.holder },
        createElement(Input, {
          ...rest,
          value: adapter ? adapter.toInput(value) : value,
          onChange: this.onChange,
        }),
      );
    }
  };
}
