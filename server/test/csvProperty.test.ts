/**
 * Property test of the CSV export (docs/security.md: text other people wrote — buyer e-mails, notes, product titles — is
 * exported safely): any rows of any text parse back, by RFC 4180, to the same cells, except that a cell a
 * spreadsheet would run as a formula comes back with a leading apostrophe.
 */
import fc from 'fast-check';
import { buildCsv, guardFormula, utf8Bom } from '../src/http/csv.js';

/** An RFC 4180 reader: quoted cells may hold commas, quotes (doubled) and line breaks; lines end with CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

const cellText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', '"', ' ', 'a', '＝', '한'),
    maxLength: 12,
  }),
  fc.constantFrom('=HYPERLINK("http://evil.example")', '@SUM(A1)', '-1+1', '+cmd|/c calc', ' =1+1'),
);

describe('buildCsv', () => {
  it('round-trips any text, neutralising formulas, with a BOM and CRLF lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 10 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(cellText, { minLength: 1, maxLength: 5 }), { maxLength: 6 }),
        (header, rows) => {
          const csv = buildCsv(header, rows);
          expect(csv.startsWith(utf8Bom)).toBe(true);
          expect(csv.endsWith('\r\n')).toBe(true);
          const parsed = parseCsv(csv.slice(utf8Bom.length));
          expect(parsed).toEqual([header.map(guardFormula), ...rows.map((row) => row.map(guardFormula))]);
          for (const row of parsed.slice(1)) {
            for (const cell of row)
              expect(cell).not.toMatch(/^[\s\u00a0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
