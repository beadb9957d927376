/**
 * The template footer's sample content, written in content/templates/footer.yaml and checked
 * against app/content/template-footer.schema.ts at build (app/content-collections.ts), which
 * writes it as generated/template-footer.ts.
 */
export { templateFooter } from "../generated/template-footer";
