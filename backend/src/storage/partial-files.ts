import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Names of the files being received, and the rule that decides which of them are abandoned.
 *
 * An upload is streamed to `<uuid>.<owner>.part`, where the owner is `<space>_<pid>` of the process
 * receiving it, then renamed to `<uuid>.<ext>`. A process that dies mid-upload (SIGKILL, OOM, power
 * loss) leaves its `.part` behind. Several API replicas may share the uploads volume, so a starting
 * or sweeping process must never remove a `.part` that another live process is still writing:
 *
 * - owned by a process of this process's own pid namespace that is no longer running (or by this
 *   very pid, from before this process started: a restarted container is pid 1 again): abandoned,
 *   removed at once;
 * - any other owner (another container or machine, whose processes cannot be seen from here):
 *   removed once not written for STALE_PART_MS. Node's HTTP server drops a request that is not
 *   received within 5 minutes (`requestTimeout`), so a live upload is never that old.
 *
 * The `<space>` names the pid namespace, where a pid means something: on Linux the boot id and the
 * namespace's inode (containers share the hostname sometimes, the boot id always, never a live
 * namespace); elsewhere the hostname.
 */
export const PARTIAL_SUFFIX = '.part';

/** Far beyond Node's 300 s `requestTimeout`: no live upload leaves its `.part` unwritten this long. */
export const STALE_PART_MS = 60 * 60 * 1000;

function pidSpace(): string {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim().replace(/-/g, '');
    const namespace = /\[(\d+)\]/.exec(readlinkSync('/proc/self/ns/pid'))?.[1];
    if (/^[0-9a-f]{32}$/.test(boot) && namespace) return `${boot}-${namespace}`;
  } catch {
    // not Linux
  }
  return hostname().replace(/[^A-Za-z0-9-]/g, '-') || 'host';
}

const PID_SPACE = pidSpace();

/** `<space>_<pid>` of this process. */
export const OWNER = `${PID_SPACE}_${process.pid}`;

/** When this process started, in epoch milliseconds. */
const STARTED_AT_MS = Date.now() - process.uptime() * 1000;

const PARTIAL_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9-]+)_(\d+)\.part$/;

export function partialName(id: string): string {
  return `${id}.${OWNER}${PARTIAL_SUFFIX}`;
}

export interface PartialOwner {
  id: string;
  /** The pid namespace (see above). */
  space: string;
  pid: number;
}

export function parsePartialName(name: string): PartialOwner | null {
  const [, id, space, pid] = PARTIAL_NAME.exec(name) ?? [];
  return id && space && pid ? { id, space, pid: Number(pid) } : null;
}

/** True for the `.part` files this very process is writing. */
export function isOwnPartial(name: string): boolean {
  const owner = parsePartialName(name);
  return owner !== null && owner.space === PID_SPACE && owner.pid === process.pid;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True when nobody can still be writing this `.part` (see above). A `.part` whose name this
 * version does not write (an older naming) is judged by its age alone.
 */
export function isAbandonedPartial(name: string, modifiedMs: number, now = Date.now()): boolean {
  if (now - modifiedMs > STALE_PART_MS) return true;
  const owner = parsePartialName(name);
  if (!owner || owner.space !== PID_SPACE) return false;
  if (owner.pid === process.pid) return modifiedMs < STARTED_AT_MS;
  return !isRunning(owner.pid);
}
