import { csafPublicKeyResponse } from "~/lib/labs/csaf-files";

// A resource route: the prerender writes the loader's body under /.well-known/csaf/.
export const loader = () => csafPublicKeyResponse();
