import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The backup's staging folder: the snapshot's plain copies of the tables and files before they are
 * packed (and encrypted), and the packed `<folder>.archive` beside it. Its name carries the pid of the
 * process that made it, so a folder left by a process that was killed (kill -9, a crash) is found and
 * removed by the next backup and at the API's start; a process stopped by a signal removes its own.
 */
const PREFIX = 'orbitwise-backup-';
const STAGED = /^orbitwise-backup-(\d+)-[A-Za-z0-9]{6}(\.archive)?$/;
const ours = new Set<string>();

export const packedFileOf = (folder: string) => `${folder}.archive`;

export async function createStagingFolder(root = tmpdir()): Promise<string> {
  await removeAbandonedStaging(root);
  const folder = await mkdtemp(path.join(root, `${PREFIX}${process.pid}-`));
  ours.add(folder);
  return folder;
}

export async function removeStagingFolder(folder: string): Promise<void> {
  // Retried: a failed extraction may still be closing its last files.
  await rm(packedFileOf(folder), { force: true }).catch(() => undefined);
  await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(() => undefined);
  ours.delete(folder);
}

/** On a stop signal or shutdown: this process's staging folders go at once, whatever is writing them. */
export function removeOwnStagingNow(): void {
  for (const folder of ours) {
    rmSync(packedFileOf(folder), { force: true });
    rmSync(folder, { recursive: true, force: true });
    ours.delete(folder);
  }
}

/** Removes the staging folders (and packed archives) whose process has ended; returns their names. */
export async function removeAbandonedStaging(root = tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const match = STAGED.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    const folder = path.join(root, name.replace(/\.archive$/, ''));
    // The same pid as ours but not one of our folders: a previous process (a restarted container's pid 1).
    const abandoned = pid === process.pid ? !ours.has(folder) : !isAlive(pid);
    if (!abandoned) continue;
    await rm(path.join(root, name), { recursive: true, force: true }).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
