/**
 * The company header, written in content/navigation.yaml and checked against
 * app/content/navigation.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/navigation.ts with each dropdown's catalogue listed as links.
 */
import { navigation } from "./generated/navigation";
import type { ListedLink, Navigation } from "./navigation.schema";

/** One entry of a header dropdown. */
export type NavDropdownItem = ListedLink;

/** A header item: a link, or a dropdown of links. */
export type NavItem = Navigation["header"][number];

/** The header's nav items, in the file's order. */
export const mainNav: readonly NavItem[] = navigation.header;

/** The header's two call-to-action links (hidden below the lg breakpoint). */
export const headerActions = navigation.actions;
