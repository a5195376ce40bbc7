import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18 point 3, decision 48: in apps/server/src/modules SQL lives only in repositories
 * (`repository.ts`, `*-repository.ts`) and pure SQL builders (`*-sql.ts`); routes parse, call
 * a service and answer, services hold the logic and decide the transactions. Biome cannot see
 * a tagged template or a query builder call, so this reads every other module file.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modules = join(root, 'apps/server/src/modules');

/**
 * Files that still hold SQL, each to be emptied of it and struck off (a ratchet: the list
 * only shrinks; a listed file without SQL fails too, so it is struck off when it is done).
 */
const NOT_YET: readonly string[] = [];

const isSqlHome = (file: string) =>
  /(^|\/)(repository|[\w-]+-repository|[\w-]+-sql)\.ts$/.test(file) || file.endsWith('.test.ts');

/** Drizzle and the table definitions, as values (an `import type` of a row type is fine). */
const DB_MODULE = /^(drizzle-orm(\/.*)?|#server\/db\/schema(\/.*)?(\.js)?)$/;

const RULES: readonly { name: string; test: (code: string) => boolean }[] = [
  { name: 'sql`…` template', test: (code) => /\bsql\s*`/.test(code) },
  { name: 'sql.join/raw/…', test: (code) => /\bsql\.(join|raw|empty|identifier)\b/.test(code) },
  { name: '.execute(', test: (code) => /\.execute\s*[<(]/.test(code) },
  {
    name: 'query builder on db/tx',
    test: (code) =>
      /\b(db|tx|database)\s*\.\s*(select|selectDistinct|insert|update|delete|query)\b/.test(code),
  },
  {
    name: 'pg client query',
    test: (code) => /\b(client|pool|pg)\s*\.\s*query\s*[<(]/.test(code),
  },
  {
    // Lower case, as every query here is written; prose ("Select a product from…") is not.
    name: 'SQL text in a template string',
    test: (code) =>
      /`[^`]*\b(select\s[^`]*\bfrom\s|insert\s+into\s|delete\s+from\s|update\s+\w+\s+set\s)[^`]*`/.test(
        code,
      ),
  },
  {
    name: 'value import of drizzle-orm or the schema',
    test: (code) =>
      [...code.matchAll(/^\s*import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gm)].some(
        ([, typeOnly, what = '', from = '']) =>
          DB_MODULE.test(from) &&
          !typeOnly &&
          // `import { type A, type B }` names types only.
          !/^\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}$/.test(what.trim()),
      ),
  },
];

/** Comments may speak of SQL. */
const stripComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The rules a file's source breaks. */
function sqlFindings(source: string): string[] {
  const code = stripComments(source);
  return RULES.filter((rule) => rule.test(code)).map((rule) => rule.name);
}

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(path);
    return entry.name.endsWith('.ts') ? [relative(modules, path)] : [];
  });
}

describe('SQL only in repositories (apps/server/src/modules)', () => {
  const files = moduleFiles(modules).filter((file) => !isSqlHome(file));
  const findings = Object.fromEntries(
    files.map((file) => [file, sqlFindings(readFileSync(join(modules, file), 'utf8'))]),
  );

  it('finds no SQL in a route, service or other non-repository file', () => {
    const offenders = Object.entries(findings)
      .filter(([file, found]) => found.length > 0 && !NOT_YET.includes(file))
      .map(([file, found]) => `${file}: ${found.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('lists only files that still hold SQL (strike a file off once it is done)', () => {
    expect(NOT_YET.filter((file) => (findings[file] ?? []).length === 0)).toEqual([]);
  });

  it('sees each kind of SQL, and not the look-alikes', () => {
    const bad = [
      "import { sql } from 'drizzle-orm';",
      "import { eq, type SQL } from 'drizzle-orm';",
      "import { orders } from '#server/db/schema/commerce.js';",
      'await tx.execute(q);',
      'const r = await db.execute<{ id: string }>(q);',
      'await db\n  .select({ id: users.id })',
      'await tx.insert(users).values({})',
      'await client.query(text)',
      'const q = x`select id from orders where 1`;',
      'const t = `update orders set x = 1`;',
      'const j = sql.join(parts);',
    ];
    for (const source of bad) expect(sqlFindings(source), source).not.toEqual([]);
    const good = [
      "import type { SQL } from 'drizzle-orm';",
      "import { type SQL } from 'drizzle-orm';",
      "import type { orders } from '#server/db/schema/commerce.js';",
      "import { createOrderRepository } from './repository.js';",
      '// the sql`…` of the order lives in repository.ts',
      "createHash('sha256').update(token).digest('hex');",
      'await inTx.delete(id);',
      'failures.delete(key);',
      'const m = `Select a product from the list`;',
      'await db.transaction(async (tx) => repo.lock(tx, id));',
    ];
    for (const source of good) expect(sqlFindings(source), source).toEqual([]);
  });
});
