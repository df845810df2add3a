// CSV for spreadsheets, as the orders export writes it (server/src/orders/export.ts): RFC 4180 plus what Excel needs,
// CRLF lines, cells quoted when they hold a comma, quote, line break or edge spaces, and a UTF-8 byte order mark so
// Excel reads Korean text as UTF-8 instead of the system code page.
//
// Formula injection (OWASP "CSV Injection"): a cell that starts with = + - @ (or a tab or carriage return, or their
// full-width forms, which some spreadsheet locales also accept) would run as a formula when opened. Buyer e-mails,
// notes and product titles come from other people, so such cells get a leading apostrophe, which spreadsheets show
// as plain text.

export type CsvValue = string | number | bigint | boolean | null | undefined;

export const utf8Bom = '\uFEFF';

const formulaStart = /^[\s\u00a0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;
const needsQuotes = /[",\r\n]|^\s|\s$/;

/** Neutralises a text that a spreadsheet would read as a formula. */
export function guardFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** One cell, escaped. Numbers are written as they are (a negative number is data, not a formula). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean'
      ? String(value)
      : guardFormula(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** The whole file: a header row, then the rows, CRLF after every line, BOM first. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  let text = `${utf8Bom}${csvRow(header)}\r\n`;
  for (const row of rows) text += `${csvRow(row)}\r\n`;
  return text;
}
