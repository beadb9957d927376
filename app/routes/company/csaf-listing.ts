import { csafListingResponse, routeUrlPath } from "~/lib/labs/csaf-files";

// A resource route for each folder under /.well-known/csaf/ (app/routes.ts gives each its own
// id): the prerender writes its listing as the folder's index.html.
export const loader = ({ request }: { request: Request }) =>
  csafListingResponse(routeUrlPath(request));
