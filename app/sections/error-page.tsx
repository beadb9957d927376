/**
 * The site's error page, under the name content files give it (`section: ErrorPage`): its
 * component lives in components/error-page.tsx, which the root's error boundary loads too.
 */
export { ErrorPage, type ErrorPageProps } from "~/components/error-page";
