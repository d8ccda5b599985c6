import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Which process started the embedded cluster of a data folder, so that the next start can tell a
 * cluster left running by an API that was killed (SIGKILL, OOM, a crashed container) from one that
 * is still in use or that something else started. The record sits in the data folder beside
 * PostgreSQL's own postmaster.pid and names both processes with their start times, so that a
 * reused process id is never mistaken for either of them.
 */
const OWNER_FILE = 'orbitwise-owner.json';
const STOP_TIMEOUT_MS = 30_000;

interface OwnerRecord {
  ownerPid: number;
  /** Start time of the owner process (/proc/<pid>/stat), null where there is no /proc. */
  ownerStartTicks: string | null;
  postmasterPid: number;
  /** The third line of postmaster.pid: when that postmaster started. */
  postmasterStart: string;
}

interface PostmasterLock {
  pid: number;
  start: string;
  port: number;
}

export class DataDirInUseError extends Error {}

/** Writes the record once the cluster runs: this process owns the postmaster of postmaster.pid. */
export function recordOwner(dataDir: string): void {
  const lock = readPostmasterLock(dataDir);
  if (!lock) return;
  const record: OwnerRecord = {
    ownerPid: process.pid,
    ownerStartTicks: startTicksOf(process.pid),
    postmasterPid: lock.pid,
    postmasterStart: lock.start,
  };
  writeFileSync(path.join(dataDir, OWNER_FILE), JSON.stringify(record));
}

export function forgetOwner(dataDir: string): void {
  rmSync(path.join(dataDir, OWNER_FILE), { force: true });
}

/**
 * Before starting: stops the postmaster of `dataDir` when this API's record shows that an API
 * started it and that API is gone; refuses (DataDirInUseError) when its API is alive or when no
 * record of ours names it. Leaves a stale postmaster.pid (no such process) to PostgreSQL, which
 * removes it itself.
 */
export async function stopOrphanedCluster(dataDir: string, log: (line: string) => void): Promise<void> {
  const lock = readPostmasterLock(dataDir);
  if (!lock || !isRunning(lock.pid)) return;
  if (!isPostmasterOf(lock.pid, dataDir)) {
    // The id now belongs to another program: the lock is stale but PostgreSQL would refuse it.
    log(`Removing the stale postmaster.pid of ${dataDir} (process ${lock.pid} is not its PostgreSQL)`);
    rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  const owner = readOwner(dataDir);
  if (!owner || owner.postmasterPid !== lock.pid || owner.postmasterStart !== lock.start) {
    throw new DataDirInUseError(
      `The data folder ${dataDir} is in use by a PostgreSQL (pid ${lock.pid}, port ${lock.port}) that ` +
        `this API did not start, so it is left alone: stop it (kill -INT ${lock.pid}) or set EMBEDDED_PG_DIR ` +
        'to another folder.',
    );
  }
  if (isRunning(owner.ownerPid) && startTicksOf(owner.ownerPid) === owner.ownerStartTicks) {
    throw new DataDirInUseError(
      `The embedded PostgreSQL in ${dataDir} belongs to an API that is still running (pid ${owner.ownerPid}): ` +
        'stop that one first, or give this one its own EMBEDDED_PG_DIR and EMBEDDED_PG_PORT.',
    );
  }
  log(
    `Stopping the embedded PostgreSQL (pid ${lock.pid}, port ${lock.port}) that an API which no longer ` +
      `runs (pid ${owner.ownerPid}) left behind in ${dataDir}`,
  );
  process.kill(lock.pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps what committed
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isRunning(lock.pid)) {
    if (Date.now() > deadline) {
      throw new DataDirInUseError(
        `The orphaned PostgreSQL (pid ${lock.pid}) of ${dataDir} did not stop within ${STOP_TIMEOUT_MS / 1000} s`,
      );
    }
    await sleep(50);
  }
  forgetOwner(dataDir);
}

/**
 * The port of the PostgreSQL that runs the cluster of `dataDir` now (the fourth line of its
 * postmaster.pid), whichever EMBEDDED_PG_PORT started it; undefined when none runs it.
 */
export function runningClusterPort(dataDir: string): number | undefined {
  const lock = readPostmasterLock(dataDir);
  if (!lock || !isRunning(lock.pid) || !isPostmasterOf(lock.pid, dataDir)) return undefined;
  return Number.isInteger(lock.port) && lock.port > 0 ? lock.port : undefined;
}

function readPostmasterLock(dataDir: string): PostmasterLock | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, start: lines[2]?.trim() ?? '', port: Number(lines[3]) };
}

function readOwner(dataDir: string): OwnerRecord | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as OwnerRecord;
  } catch {
    return undefined;
  }
}

/** Alive (a zombie, exited but not yet reaped by its new parent, is not). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** The postmaster keeps its command line (`postgres -D <dataDir> -p <port>`); unknown without /proc. */
function isPostmasterOf(pid: number, dataDir: string): boolean {
  let commandLine: string;
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return true;
  }
  return commandLine.split('\0').includes(dataDir);
}

function startTicksOf(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** The fields of /proc/<pid>/stat after the command name (state first), or undefined. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
