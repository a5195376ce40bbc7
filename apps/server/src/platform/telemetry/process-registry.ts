import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | null = null;

/**
 * prom-client's default metrics of this process (CPU, memory, heap, event-loop lag, GC,
 * handles), under their usual names (`process_*`, `nodejs_*`). Made once per process: they
 * start process-wide observers (event-loop delay, GC) that cannot be stopped, so every app
 * built in one process (tests) shares them.
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
