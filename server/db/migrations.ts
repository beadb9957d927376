// The schema of the leads database, as an append-only list: migration N (1-based) takes the
// database from `PRAGMA user_version` N-1 to N. Never edit a migration once it has shipped; add one.
//
// The CHECK constraints repeat what app/lib/forms/schemas.ts enforces, so that nothing else
// (a script, a later bug) can store what the forms would refuse. The enum lists are frozen here:
// a new segment, topic or newsletter topic in the schemas needs a new migration (a test compares
// them). Lengths are checked as maxima only: SQLite counts characters where zod counts UTF-16
// units, so a zod minimum could be a smaller SQLite length (emoji) and must not be repeated.

/** ISO 8601 UTC with milliseconds, e.g. 2026-01-31T09:15:02.123Z: sorts as it reads. */
const CREATED_AT =
  "created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) " +
  "CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z')";

const EMAIL = "email TEXT NOT NULL CHECK (length(email) <= 254 AND email LIKE '%_@_%')";

// Part of migration 1: never edit these lists (see above).

export const CONTACT_SEGMENTS = ["msp", "enterprise", "consumer"] as const;
export const CONTACT_TOPICS = [
  "shadowcradle",
  "managed-security",
  "services",
  "compliance",
  "partnership",
  "other",
] as const;
export const NEWSLETTER_TOPICS = [
  "advertising-updates",
  "design",
  "product-news",
  "security-advisories",
] as const;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/** A nullable timestamp in the CREATED_AT format. */
const timestamp = (column: string) =>
  `${column} TEXT CHECK (${column} IS NULL OR ${column} GLOB ` +
  "'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z')";

/** 16 random bytes as 32 lower-case hex digits (the nonces of e-mail links). */
const NONCE = "lower(hex(randomblob(16)))";
const nonce = (column: string) =>
  `${column} TEXT CHECK (${column} IS NULL OR (length(${column}) = 32 AND ${column} NOT GLOB '*[^0-9a-f]*'))`;

// Part of migration 2: never edit these lists.
export const SUBSCRIPTION_STATUSES = ["pending", "confirmed"] as const;
export const MAIL_KINDS = ["contact", "newsletter-confirmation"] as const;
export const MAIL_STATUSES = ["pending", "sent", "failed", "skipped"] as const;

export const migrations: readonly string[] = [
  // 1: the three forms.
  `
  CREATE TABLE contact_submissions (
    id INTEGER PRIMARY KEY,
    ${CREATED_AT},
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    ${EMAIL},
    company TEXT CHECK (company IS NULL OR length(company) BETWEEN 1 AND 120),
    segment TEXT CHECK (segment IS NULL OR segment IN (${list(CONTACT_SEGMENTS)})),
    topic TEXT CHECK (topic IS NULL OR topic IN (${list(CONTACT_TOPICS)})),
    message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000)
  ) STRICT;
  CREATE INDEX contact_submissions_created_at ON contact_submissions (created_at);

  CREATE TABLE newsletter_subscriptions (
    id INTEGER PRIMARY KEY,
    ${CREATED_AT},
    ${EMAIL} UNIQUE CHECK (email = lower(email))
  ) STRICT;
  CREATE TABLE newsletter_topics (
    subscription_id INTEGER NOT NULL
      REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
    topic TEXT NOT NULL CHECK (topic IN (${list(NEWSLETTER_TOPICS)})),
    PRIMARY KEY (subscription_id, topic)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX newsletter_subscriptions_created_at ON newsletter_subscriptions (created_at);

  CREATE TABLE notify_requests (
    id INTEGER PRIMARY KEY,
    ${CREATED_AT},
    ${EMAIL} CHECK (email = lower(email)),
    product TEXT CHECK (product IS NULL OR length(product) BETWEEN 1 AND 40),
    industry TEXT CHECK (industry IS NULL OR length(industry) BETWEEN 1 AND 40),
    CHECK (product IS NULL OR industry IS NULL)
  ) STRICT;
  CREATE UNIQUE INDEX notify_requests_unique
    ON notify_requests (email, ifnull(product, ''), ifnull(industry, ''));
  CREATE INDEX notify_requests_created_at ON notify_requests (created_at);
  `,

  // 2: newsletter double opt-in, the mail outbox, and the key that signs e-mail links.
  `
  ALTER TABLE newsletter_subscriptions ADD COLUMN
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN (${list(SUBSCRIPTION_STATUSES)}));
  ALTER TABLE newsletter_subscriptions ADD COLUMN ${timestamp("confirmed_at")};
  ALTER TABLE newsletter_subscriptions ADD COLUMN ${timestamp("confirmation_queued_at")};
  ALTER TABLE newsletter_subscriptions ADD COLUMN ${nonce("confirm_nonce")};
  ALTER TABLE newsletter_subscriptions ADD COLUMN ${nonce("unsubscribe_nonce")};
  -- Whoever subscribed before double opt-in was told "You're subscribed": they stay subscribed,
  -- with no confirmation date, and get an unsubscribe link like everyone else.
  UPDATE newsletter_subscriptions SET status = 'confirmed', unsubscribe_nonce = ${NONCE};
  CREATE INDEX newsletter_subscriptions_status ON newsletter_subscriptions (status, created_at);

  -- One row per e-mail to send, written in the same transaction as what it is about; the mail
  -- itself is rendered from that row when it is sent, so the outbox holds no copy of it.
  CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY,
    ${CREATED_AT},
    kind TEXT NOT NULL CHECK (kind IN (${list(MAIL_KINDS)})),
    contact_id INTEGER REFERENCES contact_submissions (id) ON DELETE CASCADE,
    subscription_id INTEGER REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN (${list(MAIL_STATUSES)})),
    attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at TEXT NOT NULL CHECK (next_attempt_at GLOB '[0-9]*Z'),
    ${timestamp("done_at")},
    last_error TEXT CHECK (last_error IS NULL OR length(last_error) <= 300),
    CHECK ((kind = 'contact') = (contact_id IS NOT NULL)),
    CHECK ((kind = 'newsletter-confirmation') = (subscription_id IS NOT NULL))
  ) STRICT;
  CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
  CREATE INDEX mail_outbox_contact ON mail_outbox (contact_id);
  CREATE INDEX mail_outbox_subscription ON mail_outbox (subscription_id);

  CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT, WITHOUT ROWID;
  -- HMAC key of the confirmation and unsubscribe links: made here, never leaves the database.
  INSERT INTO settings (name, value) VALUES ('link_key', lower(hex(randomblob(32))));
  `,

  // 3: who holds each outbox lease (released at once on shutdown, and at the next start after a
  // crash), and each e-mail's Message-ID, kept across retries so a duplicate can be recognised.
  `
  ALTER TABLE mail_outbox ADD COLUMN
    lease_owner TEXT CHECK (lease_owner IS NULL OR length(lease_owner) BETWEEN 1 AND 100);
  ALTER TABLE mail_outbox ADD COLUMN ${nonce("message_id")};
  CREATE INDEX mail_outbox_lease_owner ON mail_outbox (lease_owner) WHERE lease_owner IS NOT NULL;
  `,

  // 4: the Idempotency-Key of each form post stored in the last day, with what the post came to,
  // so that a retried post is answered as the first was and stores nothing new. The key is
  // random (made by the browser), the fingerprint a hash of the post: no personal data.
  `
  CREATE TABLE idempotency_keys (
    form TEXT NOT NULL CHECK (form IN ('contact', 'newsletter', 'notify')),
    key TEXT NOT NULL CHECK (length(key) BETWEEN 8 AND 128 AND key NOT GLOB '*[^!-~]*'),
    ${CREATED_AT},
    fingerprint TEXT NOT NULL CHECK (length(fingerprint) = 64),
    result TEXT NOT NULL CHECK (length(result) <= 100),
    PRIMARY KEY (form, key)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
  `,
];
