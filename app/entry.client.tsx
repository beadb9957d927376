import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { documentParent, hydrateWhenReady } from "~/lib/hydrate-document";

// A new element for every attempt: Preact writes its render state onto the elements it renders.
const app = () => (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);

if (__PREACT__) {
  // Production: preact/compat stands in for React in the browser (decision 0007).
  hydrateWhenReady(() => hydrateRoot(documentParent(document), app()));
} else {
  // Development: React, as in React Router's default client entry.
  startTransition(() => {
    hydrateRoot(document, app());
  });
}
