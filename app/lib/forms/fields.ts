/**
 * The limits and choices of the site's forms, apart from the zod schemas that enforce them
 * (./schemas.ts), so that pages can show them without loading zod: a form loads its schema
 * when it is used (./load-schemas.ts).
 */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  message: { min: 20, max: 5000 },
  website: 200,
} as const;

export const segments = [
  { value: "msp", label: "Managed service provider (MSP)" },
  { value: "enterprise", label: "Enterprise or organization" },
  { value: "consumer", label: "Individual or household" },
] as const;

export const contactTopics = [
  { value: "shadowcradle", label: "ShadowCradle backup and recovery" },
  { value: "managed-security", label: "Managed detection and response" },
  { value: "services", label: "Consulting, network, cloud or identity project" },
  { value: "compliance", label: "Compliance readiness" },
  { value: "partnership", label: "MSP partnership" },
  { value: "other", label: "Something else" },
] as const;

export const newsletterTopics = [
  { value: "advertising-updates", label: "Advertising Updates" },
  { value: "design", label: "Design" },
  { value: "product-news", label: "Product news" },
  { value: "security-advisories", label: "Security advisories" },
] as const;

/**
 * What a field of a template form asks of its value: template forms send nothing, so their
 * zod schema is built from their fields' rules (`rulesSchema` in ./schemas.ts), with the
 * messages their content gives.
 */
export interface FieldRules {
  name: string;
  /** Message when empty (blank, unticked, nothing chosen); set means the field is required. */
  required?: string;
  /** The value must be an e-mail address (the same rule as the server's schemas). */
  email?: boolean;
  /** At least this many characters, not UTF-16 units (passwords). */
  minLength?: number;
  /** Name of another field this one must equal (confirm password). */
  matches?: string;
  /** Message when the value is there but breaks a rule (format, length, match). */
  invalid?: string;
}
