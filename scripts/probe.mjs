// Health probe for hosts without curl (the container image's HEALTHCHECK, compose's health
// checks): exits 0 when GET http://127.0.0.1:$PORT<path> answers 2xx within 3 s, else 1 with
// one line on stderr. Only the two probe paths, so a typo cannot turn into a check that the
// web app's index.html always passes.
//
//   node scripts/probe.mjs /api/health/live    # process up (container HEALTHCHECK, liveness)
//   node scripts/probe.mjs /api/health/ready   # database reachable, migrated, not draining
const PROBES = ['/api/health/live', '/api/health/ready'];
const probe = process.argv[2] ?? '/api/health/live';
if (!PROBES.includes(probe)) {
  console.error(`probe: ${probe} is not a probe; use ${PROBES.join(' or ')}`);
  process.exit(2);
}
const url = `http://127.0.0.1:${process.env.PORT || '3000'}${probe}`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  if (!res.ok) {
    console.error(`probe: ${url} answered ${res.status} ${await res.text()}`);
    process.exit(1);
  }
} catch (err) {
  console.error(`probe: ${url} failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
