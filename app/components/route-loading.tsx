import { useNavigation } from "react-router";

import { Spinner } from "~/components/ui/spinner";

/**
 * A polite live region that says "Loading..." while the next route's code (or data) loads.
 * The region always exists so screen readers hear the change; the spinner fades in late so
 * fast navigations do not flash.
 */
export function RouteLoading() {
  const loading = useNavigation().state === "loading";
  return (
    <div className="route-loading" role="status" aria-live="polite">
      {loading && <Spinner label="Loading..." />}
    </div>
  );
}
