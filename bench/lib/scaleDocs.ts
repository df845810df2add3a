/**
 * Puts the scale bench's table into docs/performance.md, section "Ten million orders", between two markers: the last
 * run replaces the one before; the prose around it stays as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BEGIN = '<!-- bench:scale begin (written by npm run bench:scale) -->';
const END = '<!-- bench:scale end -->';

export function writeScaleSection(root: string, table: string, machine: string[]): void {
  const path = join(root, 'docs/performance.md');
  const text = readFileSync(path, 'utf8');
  const block = [
    BEGIN,
    '',
    `Run of ${new Date().toISOString().slice(0, 10)}:`,
    '',
    ...machine.map((line) => `- ${line}`),
    '',
    // Prettier's form of the separator row (`| --- |`), so the file stays as `npm run lint` wants it.
    table.replace(/^\|(-+\|)+$/m, (line) =>
      line.replace(/-+/g, (dashes) => ` ${'-'.repeat(dashes.length - 2)} `),
    ),
    '',
    END,
  ].join('\n');
  const from = text.indexOf(BEGIN);
  const to = text.indexOf(END);
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + END.length)}`
      : `${text.trimEnd()}\n\n## Ten million orders\n\n\`npm run bench:scale\` (bench/scale.ts): 10 million orders over ` +
        `10 000 companies, the big tenant holding 1 million, measured at a fixed rate.\n\n${block}\n`;
  writeFileSync(path, next);
}
