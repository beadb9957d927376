/**
 * The OpenPGP key the CSAF documents are signed with at build (CSAF 2.0 requirements 19 and 20;
 * decision 0030). From configuration: CSAF_OPENPGP_KEY_FILE names an ASCII-armoured secret key
 * (`gpg --export-secret-keys --armor`), CSAF_OPENPGP_PASSPHRASE unlocks it. Without them, a
 * throwaway key made for this build in memory (its secret part never written), marked as such in
 * its user id and its armour's comment, with a warning; CSAF_OPENPGP_KEY_REQUIRED=1 (a release
 * build) refuses to build without a configured key instead.
 */
import { readFileSync } from "node:fs";

import type { PrivateKey } from "openpgp";

import { site } from "~/content/generated/site";

import { CSAF_THROWAWAY_KEY_COMMENT } from "./paths";

export interface CsafSigningKey {
  /** The public key, ASCII-armoured, as published. */
  publicKey: string;
  /** Its fingerprint, upper-case hex, as provider-metadata.json gives it. */
  fingerprint: string;
  /** True when no key was configured and this build made its own. */
  throwaway: boolean;
  /** A detached, ASCII-armoured signature of the file's bytes. */
  sign(body: string): Promise<string>;
}

type Env = Record<string, string | undefined>;

// Loaded when a key is needed: a module that imports the loaders (a test in jsdom) need not load it.
const loadOpenpgp = () => import("openpgp");

async function configuredKey(file: string, passphrase: string | undefined) {
  const openpgp = await loadOpenpgp();
  let armored: string;
  try {
    armored = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`CSAF_OPENPGP_KEY_FILE ${file} cannot be read: ${(error as Error).message}`);
  }
  const key = await openpgp.readPrivateKey({ armoredKey: armored });
  if (key.isDecrypted()) return key;
  if (!passphrase) {
    throw new Error(`CSAF_OPENPGP_KEY_FILE ${file} is encrypted: set CSAF_OPENPGP_PASSPHRASE`);
  }
  return openpgp.decryptKey({ privateKey: key, passphrase });
}

/** Reads the key the environment configures, or makes a throwaway one; not cached. */
export async function readSigningKey(env: Env = process.env): Promise<CsafSigningKey> {
  const openpgp = await loadOpenpgp();
  const file = env.CSAF_OPENPGP_KEY_FILE?.trim();
  let privateKey: PrivateKey;
  let throwaway = false;
  if (file) {
    privateKey = await configuredKey(file, env.CSAF_OPENPGP_PASSPHRASE);
  } else if (env.CSAF_OPENPGP_KEY_REQUIRED === "1") {
    throw new Error(
      "CSAF_OPENPGP_KEY_REQUIRED=1 but CSAF_OPENPGP_KEY_FILE is not set: a release build signs " +
        "the CSAF documents with the provider's key (docs/decisions/0030).",
    );
  } else {
    throwaway = true;
    ({ privateKey } = await openpgp.generateKey({
      userIDs: [{ name: `${site.brand} CSAF (throwaway build key)`, email: site.email.security }],
      format: "object",
    }));
  }
  const publicKey = privateKey
    .toPublic()
    .armor(
      throwaway
        ? { ...openpgp.config, showComment: true, commentString: CSAF_THROWAWAY_KEY_COMMENT }
        : openpgp.config,
    );
  return {
    publicKey,
    fingerprint: privateKey.getFingerprint().toUpperCase(),
    throwaway,
    async sign(body) {
      const message = await openpgp.createMessage({ binary: new TextEncoder().encode(body) });
      return openpgp.sign({ message, signingKeys: privateKey, detached: true, format: "armored" });
    },
  };
}

let cached: Promise<CsafSigningKey> | undefined;

/** The build's key: read (or made) once, so every file of the prerender agrees. */
export function csafSigningKey(): Promise<CsafSigningKey> {
  cached ??= readSigningKey().then((key) => {
    if (key.throwaway) {
      console.warn(
        "CSAF: CSAF_OPENPGP_KEY_FILE is not set, so the CSAF documents are signed with a " +
          `throwaway key made for this build (${key.fingerprint}). Set it (and ` +
          "CSAF_OPENPGP_PASSPHRASE) for a release build; CSAF_OPENPGP_KEY_REQUIRED=1 enforces it.",
      );
    }
    return key;
  });
  return cached;
}
