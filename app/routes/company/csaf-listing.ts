import { csafListingResponse } from "~/lib/labs/csaf-files";

// A resource route for each folder under /.well-known/csaf/ (app/routes.ts gives each its own
// id): the prerender writes its listing as the folder's index.html.
export const loader = ({ request }: { request: Request }) =>
  csafListingResponse(new URL(request.url).pathname);
