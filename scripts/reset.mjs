// `npm run reset` (docs/product.md §2): removes `.data/`, the local chain and the database together, so they never
// disagree. Asks first; `--yes` skips the question.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data');

if (!existsSync(dataDir)) {
  console.info('Nothing to reset: there is no .data/ folder.');
  process.exit(0);
}

if (!process.argv.slice(2).includes('--yes')) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  let answer = '';
  try {
    answer = await prompt.question(
      'This deletes .data/ (the local chain, the database and the development JWT secret). Stop `npm start` first. Delete? [y/N] ',
    );
  } catch {
    // stdin closed without an answer: that is a no.
  }
  prompt.close();
  if (!/^y(es)?$/i.test(answer.trim())) {
    console.info('Nothing deleted.');
    process.exit(1);
  }
}

rmSync(dataDir, { recursive: true, force: true });
console.info('Deleted .data/: the next `npm start` begins with a new chain and an empty database.');
