import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's own client entry (decision 0008). Hydrating in a transition lets React yield
// between slices of work, and the root's event listeners are attached at once, so an early
// click or key press hydrates its target first and a hover is replayed once it has.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
