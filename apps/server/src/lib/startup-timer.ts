import { performance } from 'node:perf_hooks';

/**
 * Where start-up time goes, for one log line once the server listens (issue 18 point 6 asks
 * start-up with an existing database to take under 1.5 s; this line is how an operator, and
 * docs/PERFORMANCE.md, see which phase to blame). Times count from the process's start, so
 * the first phase includes loading the code.
 */
export function startupTimer() {
  const phases: [string, number][] = [];
  let last = 0;
  return {
    /** Ends the phase called `name` now. */
    mark(name: string): void {
      const now = performance.now();
      phases.push([name, now - last]);
      last = now;
    },
    /**
     * `{ startupMs, cpuMs, phases: { name: ms } }`, in whole milliseconds; `cpuMs` is this
     * process's CPU time so far, which a busy machine inflates far less than wall time.
     */
    summary() {
      const cpu = process.cpuUsage();
      return {
        startupMs: Math.round(last),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        phases: Object.fromEntries(phases.map(([name, ms]) => [name, Math.round(ms)])),
      };
    },
  };
}
