import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvCell, csvEncoder, csvRow, UTF8_BOM } from './csv.js';

describe('CSV encoding', () => {
  it('quotes every text cell and doubles the quotes inside it', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('Pack "Pro", v2\nLUT')).toBe('"Pack ""Pro"", v2\nLUT"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(449)).toBe('449');
  });

  it('turns cells a spreadsheet would run as formulas into text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+91 98765')).toBe(`"'+91 98765"`);
    expect(csvCell('-2+3+cmd|x')).toBe(`"'-2+3+cmd|x"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Plain numbers stay numbers, a negative amount included; a later = is harmless.
    expect(csvCell('-120.50')).toBe('"-120.50"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('ends rows with CRLF and starts the file with the byte-order mark and header', async () => {
    expect(csvRow(['a', 1])).toBe('"a",1\r\n');
    const encoder = csvEncoder(['Name', 'Amount (₹)']);
    const text = await collect(
      Readable.from([
        ['Asha', 10],
        ['Ravi', 20],
      ]).pipe(encoder),
    );
    expect(text).toBe(`${UTF8_BOM}"Name","Amount (₹)"\r\n"Asha",10\r\n"Ravi",20\r\n`);
    // No rows: still the header.
    const empty = await collect(Readable.from([]).pipe(csvEncoder(['Name'])));
    expect(empty).toBe(`${UTF8_BOM}"Name"\r\n`);
  });
});

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}
