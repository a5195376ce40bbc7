import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Docs that stay true (issue 18): every relative link in README.md and docs/ resolves inside
 * this repository (a plain clone has nothing beside it), anchors name a real heading, and
 * each decision record carries its date and status and is listed in docs/decisions/README.md.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const headings = prose(markdown).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

describe('relative links in README.md and docs/', () => {
  it.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const broken: string[] = [];
    for (const [, target = ''] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto: — not ours to check here
      const [path = '', anchor] = target.split('#');
      const resolved = path ? resolve(dirname(file), decodeURI(path)) : file;
      if (relative(root, resolved).startsWith('..')) broken.push(`${target} (outside the repo)`);
      else if (!existsSync(resolved)) broken.push(`${target} (no such file)`);
      else if (anchor && resolved.endsWith('.md')) {
        if (!anchors(readFileSync(resolved, 'utf8')).has(anchor))
          broken.push(`${target} (no heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('decision records', () => {
  const dir = join(root, 'docs', 'decisions');
  const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const index = readFileSync(join(dir, 'README.md'), 'utf8');

  it.each(records)('%s has a date, a status, and a row in the index', (name) => {
    const head = readFileSync(join(dir, name), 'utf8').split('\n').slice(0, 6).join('\n');
    expect(head).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    const status = head.match(
      /^Status: (accepted|(?:superseded|amended) by (\d{4}(?:, \d{4})*))$/m,
    );
    expect(status, 'Status: accepted | amended by NNNN | superseded by NNNN').not.toBeNull();
    for (const number of status?.[2]?.split(', ') ?? []) {
      expect(records.some((record) => record.startsWith(`${number}-`))).toBe(true);
    }
    expect(index).toContain(`](${name})`);
  });
});
