import { csafCompanionResponse, routeUrlPath } from "~/lib/labs/csaf-files";

// A resource route for every document's .sha256, .sha512 and .asc (app/routes.ts gives each its
// own id): the prerender writes the loader's body beside the document.
export const loader = ({ request }: { request: Request }) =>
  csafCompanionResponse(routeUrlPath(request));
