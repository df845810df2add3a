import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonFragment } from 'ethers';

export interface CompiledContract {
  abi: JsonFragment[];
  bytecode: string;
}

interface SolcModule {
  compile(input: string): string;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: JsonFragment[]; evm: { bytecode: { object: string } } }>>;
}

const here = dirname(fileURLToPath(import.meta.url));
const SOURCE_FILE = join(here, 'TestToken.sol');
/** Git-ignored, shared by every process of a test run; keyed by the source hash so an edit recompiles. */
const CACHE_DIR = join(here, '../../node_modules/.cache/overdive-devnet');

let compiled: CompiledContract | null = null;

/**
 * The test token, compiled with the solc npm package (no compiler download, unlike hardhat's compile task). Kept in
 * memory and in node_modules/.cache, so only the first run of a fresh checkout pays the ~2 s of loading solc.
 */
export function compileTestToken(): CompiledContract {
  if (compiled !== null) return compiled;
  const source = readFileSync(SOURCE_FILE, 'utf8');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const cacheFile = join(CACHE_DIR, `TestToken-${hash}.json`);
  try {
    compiled = JSON.parse(readFileSync(cacheFile, 'utf8')) as CompiledContract;
    return compiled;
  } catch {
    // Not cached yet: compile below.
  }
  const require = createRequire(import.meta.url);
  const solc = require('solc') as SolcModule;
  const input = {
    language: 'Solidity',
    sources: { 'TestToken.sol': { content: source } },
    settings: {
      // Cancun: supported by Hardhat Network 2.29 and by Story.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { TestToken: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0)
    throw new Error(`TestToken.sol does not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contract = output.contracts?.['TestToken.sol']?.TestToken;
  if (contract === undefined) throw new Error('solc produced no TestToken contract');
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  mkdirSync(CACHE_DIR, { recursive: true });
  // Write then rename: a parallel test process never reads a half-written file.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(compiled));
  renameSync(partial, cacheFile);
  return compiled;
}
