// The site's server entry (app/entry.server.tsx: React Router's default, which the build no longer
// picks itself now that @react-router/node is a devDependency), so the floor prerenders as the
// site does.
export { default, streamTimeout } from "../../../app/entry.server";
