/**
 * The account pages' sample, written in content/templates/account/sample.yaml and checked
 * against ./sample.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/account-sample.ts.
 */
import { accountSample as sample } from "../../generated/account-sample";
import type { AccountSample } from "./sample.schema";

export const accountSample: AccountSample = sample;
