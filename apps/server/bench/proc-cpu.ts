/**
 * CPU time from /proc, shared by the bench parts that report CPU per operation (writes.ts,
 * misses.ts): the store process's own, and PostgreSQL's (every process of its server).
 * Linux counts it in 10 ms ticks.
 */
import { readdir, readFile } from 'node:fs/promises';

/** CPU seconds (user + system) a process has used so far, 0 once it has exited. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return 0;
  // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks: 100 a second
}

/**
 * The CPU of the PostgreSQL server's processes, per pid. Summed over the pids alive at both
 * ends of a run (the pool keeps its connections: a backend that ended mid-run is not counted).
 */
export async function postgresCpu(postmaster: number | null): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (postmaster === null) return out;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) !== postmaster && Number(entry) !== postmaster) continue;
    out.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / 100);
  }
  return out;
}

/** PostgreSQL CPU seconds spent between two `postgresCpu` readings (pids alive at both). */
export function postgresSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, seconds] of after) {
    const earlier = before.get(pid);
    if (earlier !== undefined) spent += seconds - earlier;
  }
  return spent;
}
