import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonFragment } from 'ethers';

export interface CompiledContract {
  abi: JsonFragment[];
  /** Creation code (deployed with a constructor). */
  bytecode: string;
  /** Runtime code: what `hardhat_setCode` places at an address (the Story stand-ins). */
  deployedBytecode: string;
}

/** The Story stand-ins (story/*.sol) placed at Story's own addresses (docs/product.md §10.6), by contract name. */
export const STORY_STAND_INS = [
  'RegistrationWorkflows',
  'IPAssetRegistry',
  'CoreMetadataModule',
  'PILicenseTemplate',
  'LicensingModule',
  'LicenseToken',
  'LicenseRegistry',
  'AccessController',
] as const;
export type StoryStandIn = (typeof STORY_STAND_INS)[number];

/** Contracts the devnet needs from the build; the rest (bases, the collection and IP account) are built in. */
const WANTED = new Set<string>(['TestToken', 'SpgNft', 'IpAccount', ...STORY_STAND_INS]);

interface SolcModule {
  compile(input: string): string;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<
      string,
      { abi: JsonFragment[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Git-ignored, shared by every process of a test run; keyed by the sources' hash so an edit recompiles. */
const CACHE_DIR = join(here, '../../node_modules/.cache/overdive-devnet');

function readSources(): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {
    'TestToken.sol': { content: readFileSync(join(here, 'TestToken.sol'), 'utf8') },
  };
  for (const file of readdirSync(join(here, 'story')).sort()) {
    if (file.endsWith('.sol'))
      sources[`story/${file}`] = { content: readFileSync(join(here, 'story', file), 'utf8') };
  }
  return sources;
}

let compiled: Record<string, CompiledContract> | null = null;

/**
 * Every devnet contract (the test token and the Story stand-ins), compiled in one run of the solc npm package (no
 * compiler download, unlike hardhat's compile task). Kept in memory and in node_modules/.cache, so only the first
 * run after a checkout or an edit pays the few seconds of loading solc.
 */
export function compileDevnetContracts(): Record<string, CompiledContract> {
  if (compiled !== null) return compiled;
  const sources = readSources();
  const hash = createHash('sha256').update(JSON.stringify(sources)).digest('hex').slice(0, 16);
  const cacheFile = join(CACHE_DIR, `contracts-${hash}.json`);
  try {
    compiled = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, CompiledContract>;
    return compiled;
  } catch {
    // Not cached yet: compile below.
  }
  const require = createRequire(import.meta.url);
  const solc = require('solc') as SolcModule;
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      // Cancun: supported by Hardhat Network 2.29 and by Story.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0)
    throw new Error(
      `The devnet contracts do not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    );
  const result: Record<string, CompiledContract> = {};
  for (const file of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(file)) {
      if (!WANTED.has(name)) continue;
      result[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      };
    }
  }
  for (const name of WANTED)
    if (result[name] === undefined) throw new Error(`solc produced no ${name} contract`);
  compiled = result;
  mkdirSync(CACHE_DIR, { recursive: true });
  // Write then rename: a parallel test process never reads a half-written file.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(compiled));
  renameSync(partial, cacheFile);
  return compiled;
}

function pick(name: string): CompiledContract {
  const contract = compileDevnetContracts()[name];
  if (contract === undefined) throw new Error(`no compiled ${name}`);
  return contract;
}

/** The test token (TestToken.sol). */
export function compileTestToken(): CompiledContract {
  return pick('TestToken');
}

/** One Story stand-in (story/*.sol), with the runtime code the devnet places at its Story address. */
export function compileStoryStandIn(name: StoryStandIn | 'SpgNft' | 'IpAccount'): CompiledContract {
  return pick(name);
}
