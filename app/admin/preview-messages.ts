/**
 * The latest entry the editor posted to the preview page (./preview-frame.ts posts it), from
 * the editor's own origin only. Listened for from the page's start, before React renders: the
 * editor posts when the frame's `load` fires, which can come before a listener added by an
 * effect would.
 */
import type { PreviewMessage } from "./preview-frame";

export interface MessageStore {
  latest: PreviewMessage | undefined;
  subscribe: (listener: () => void) => () => void;
  /** The window's `message` listener. */
  take: (event: MessageEvent) => void;
}

const isPreviewMessage = (data: unknown): data is PreviewMessage =>
  typeof data === "object" &&
  data !== null &&
  (data as PreviewMessage).type === "cradlesec-preview";

export function messageStore(): MessageStore {
  const listeners = new Set<() => void>();
  const store: MessageStore = {
    latest: undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    take(event) {
      if (event.origin !== window.location.origin || !isPreviewMessage(event.data)) return;
      store.latest = event.data;
      for (const listener of listeners) listener();
    },
  };
  return store;
}
