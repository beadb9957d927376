import { eventContractScript } from "~/lib/early-events/contract";

/** Lets an installed contract's listeners go (they stay on the window), and forgets it. */
export function retireEventContract() {
  const early = window.__earlyEvents;
  if (early) Object.assign(early, { ready: true, fieldsReady: true });
  delete window.__earlyEvents;
}

/** Runs the event contract as a page does: its serialised text, in this window. */
export function installEventContractFromText() {
  retireEventContract();
  new Function(eventContractScript())();
}
