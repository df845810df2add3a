// The devnet's child process: Hardhat Network's JSON-RPC server on DEVNET_HOST:DEVNET_PORT. Started by index.ts;
// it dies with its parent (stdin closes, or the parent pid goes away) so no node outlives a test run.
'use strict';

const path = require('node:path');

process.env.HARDHAT_CONFIG = path.join(__dirname, 'hardhat.config.cjs');
// The library entry point never asks for telemetry consent, but make sure no prompt or report can happen.
process.env.HARDHAT_DISABLE_TELEMETRY_PROMPT = 'true';

const parentPid = process.ppid;
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
setInterval(() => {
  if (process.ppid !== parentPid) process.exit(0);
}, 500).unref();

const hostname = process.env.DEVNET_HOST || '127.0.0.1';
const port = Number(process.env.DEVNET_PORT || '8545');

const hre = require('hardhat');
hre.run('node', { hostname, port }).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
