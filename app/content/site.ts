/**
 * The ONE place for the company's identity: names, domains, contact details and
 * social links. Nothing else in the code repeats these strings.
 */
export interface SiteConfig {
  brand: string;
  legalName: string;
  tagline: string;
  /** Canonical origin of the company site, no trailing slash. */
  origin: string;
  /** Default ShadowCradle product domains; SHADOWCRADLE_HOSTS overrides them. */
  shadowCradleDefaultHosts: readonly string[];
  email: {
    sales: string;
    support: string;
    security: string;
    privacy: string;
    careers: string;
    /** Sender of the newsletter and its confirmation requests. */
    newsletter: string;
  };
  phone: {
    main: { display: string; tel: string };
    incident: { display: string; tel: string };
  };
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: string;
  };
  hours: string;
  replyTime: string;
  /** How long the site keeps each kind of record, as the privacy policy states it. */
  retention: {
    /** Server access logs. */
    logs: string;
    /** Form submissions. */
    submissions: string;
    /** Newsletter sign-ups never confirmed. */
    unconfirmed: string;
  };
  social: readonly { name: string; href: string }[];
  foundedYear: number;
}

export const site = {
  brand: "CradleSec",
  legalName: "CradleSec, Inc.",
  tagline: "Backup, security and IT operations for the people who keep businesses running.",
  origin: "https://www.cradlesec.com",
  shadowCradleDefaultHosts: ["shadowcradle.com", "www.shadowcradle.com"],
  email: {
    sales: "sales@cradlesec.com",
    support: "support@cradlesec.com",
    security: "security@cradlesec.com",
    privacy: "privacy@cradlesec.com",
    careers: "careers@cradlesec.com",
    newsletter: "labs@cradlesec.com",
  },
  phone: {
    main: { display: "+1 (512) 555-0142", tel: "+15125550142" },
    incident: { display: "+1 (512) 555-0199", tel: "+15125550199" },
  },
  address: {
    street: "500 W 2nd St, Suite 1900",
    city: "Austin",
    region: "TX",
    postalCode: "78701",
    country: "United States",
    countryCode: "US",
  },
  hours: "Monday to Friday, 8:00–18:00 US Central",
  replyTime: "one business day",
  retention: { logs: "30 days", submissions: "365 days", unconfirmed: "30 days" },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/cradlesec" },
    { name: "GitHub", href: "https://github.com/cradlesec" },
    { name: "Mastodon", href: "https://infosec.exchange/@cradlesec" },
  ],
  foundedYear: 2019,
} as const satisfies SiteConfig;
