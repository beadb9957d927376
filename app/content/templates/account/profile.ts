/**
 * The account pages' sidebar (app/layouts/account-layout.tsx): Maya, who buys and sells on
 * Loomhall, a marketplace for handmade homeware, written in content/templates/account/sidebar.yaml
 * and checked against ./sidebar.schema.ts at build (app/content-collections.ts), which writes it
 * as generated/account-sidebar.ts with its Lucide icons imported. The pages themselves are
 * content files (content/templates/account/), their shared sample in ./sample.yaml's module.
 */
export { accountSidebar } from "../../generated/account-sidebar";
