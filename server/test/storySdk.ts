/**
 * What `@story-protocol/core-sdk` 1.4.4 knows but does not export: its ABIs and contract addresses, read from its own
 * bundle (the reference docs/product.md §10.5 names), so tests compare contract/story with the SDK rather than with a
 * copy. The bundle declares each as a plain data literal (`var licensingModuleAbi=[…]`, `var
 * licensingModuleAddress={…}`); the literal is cut out by bracket matching and evaluated on its own in an empty
 * context.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { InterfaceAbi } from 'ethers';

const require = createRequire(import.meta.url);

let bundle: string | null = null;

function sdkBundle(): string {
  if (bundle !== null) return bundle;
  const packageJson = require.resolve('@story-protocol/core-sdk/package.json');
  const version = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
  // docs/story.md names the version checked: a different one must be re-checked, not silently accepted.
  if (version !== '1.4.4') throw new Error(`expected @story-protocol/core-sdk 1.4.4, found ${version}`);
  bundle = readFileSync(join(dirname(packageJson), 'dist/story-protocol-core-sdk.cjs.dev.js'), 'utf8');
  return bundle;
}

function literal(name: string): unknown {
  const source = sdkBundle();
  const start = source.indexOf(`var ${name}=`);
  if (start < 0) throw new Error(`the SDK bundle declares no ${name}`);
  const open = start + `var ${name}=`.length;
  const opener = source[open];
  const closer = opener === '[' ? ']' : '}';
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === opener) depth++;
    else if (c === closer && --depth === 0) return runInNewContext(`(${source.slice(open, i + 1)})`, {});
  }
  throw new Error(`unterminated ${name} in the SDK bundle`);
}

/** An SDK ABI by its bundle name without the suffix: `sdkAbi('licensingModule')`. */
export function sdkAbi(contract: string): InterfaceAbi {
  return literal(`${contract}Abi`) as InterfaceAbi;
}

/** An SDK address table by its bundle name without the suffix: `{1315: '0x…', 1514: '0x…'}`. */
export function sdkAddresses(contract: string): Record<number, string> {
  return literal(`${contract}Address`) as Record<number, string>;
}
