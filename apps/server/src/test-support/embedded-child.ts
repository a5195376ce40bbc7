// Started by embedded.test.ts in a separate Node process, which the test then SIGKILLs to leave
// an orphaned PostgreSQL behind, as a crashed server would.
import { startEmbeddedPostgres } from '../db/embedded.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-child <dataDir>');
const pg = await startEmbeddedPostgres({ dataDir });
process.stdout.write(`${JSON.stringify({ connectionString: pg.connectionString })}\n`);
setInterval(() => {}, 60_000);
