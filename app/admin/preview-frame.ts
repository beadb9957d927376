/**
 * The preview template Sveltia draws for each collection (`CMS.registerPreviewTemplate`): an
 * iframe of /admin/preview.html (./preview.tsx), which draws the entry with the site's own
 * components, React and styles, and which this posts the entry to on each render and each time
 * the page has loaded (it loads itself again to take an edited YAML collection). Sveltia renders it with its own copy of React, so it uses no hooks: a class
 * whose elements are plain objects.
 */
import { Component, type ComponentType, createElement, createRef } from "react";

import { type ImmutableLike, plain } from "./immutable";

/** The preview page, on the editor's origin. */
export const PREVIEW_PAGE = "/admin/preview.html";

/** The message the preview page takes. */
export interface PreviewMessage {
  type: "cradlesec-preview";
  /** The collection (company, templates, labs, articles, or a YAML file's, e.g. products). */
  collection: string;
  /** The entry's file, or "" for a new one. */
  file: string;
  /** The entry's data, its Markdown body under `body`. */
  data: Record<string, unknown>;
}

/** The class the frame's iframe carries: the preview style (./preview-pane.css) fills the pane with it. */
export const FRAME_CLASS = "site-preview-frame";

/** The preview template of `collection`. */
export function previewTemplate(collection: string): ComponentType<{ entry?: ImmutableLike }> {
  return class PreviewFrame extends Component<{ entry?: ImmutableLike }> {
    private frame = createRef<HTMLIFrameElement>();

    private post = () => {
      const target = this.frame.current?.contentWindow;
      const data = plain(this.props.entry?.get("data"));
      if (!target || !data || typeof data !== "object") return;
      const message: PreviewMessage = {
        type: "cradlesec-preview",
        collection,
        file: String(this.props.entry?.get("path") ?? ""),
        data: data as Record<string, unknown>,
      };
      target.postMessage(message, window.location.origin);
    };

    componentDidMount() {
      this.post();
    }

    componentDidUpdate() {
      this.post();
    }

    render() {
      return createElement("iframe", {
        ref: this.frame,
        src: new URL(PREVIEW_PAGE, window.location.origin).href,
        title: "Preview with the site's sections",
        className: FRAME_CLASS,
        onLoad: this.post,
      });
    }
  };
}
