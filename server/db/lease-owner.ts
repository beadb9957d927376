import { hostname } from "node:os";

/** A lease owner's name for this process: its host, its pid and a random part. */
export function processOwner(random: string): string {
  return `${hostname()}:${process.pid}:${random}`;
}

/**
 * Whether the process behind a lease owner's name (processOwner) is gone: it ran on this host
 * and no process has its pid now. A name from another host, or of a live pid, is not known to
 * be gone: its leases run out in time. A name of another form (an older server) counts as gone.
 */
export function ownerIsGone(owner: string): boolean {
  const match = /^(.*):(\d+):[^:]*$/.exec(owner);
  if (!match) return true;
  if (match[1] !== hostname()) return false;
  try {
    process.kill(Number(match[2]), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
