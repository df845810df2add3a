/**
 * `npm run devnet`: the local chain for humans on 127.0.0.1:8545 (docs/product.md §2). Ctrl-C stops it.
 */
import { PortError, assertPortsFree, portFromEnv } from '../ports.mjs';
import { DEVNET_BLOCK_INTERVAL_MS, INITIAL_USDC_BALANCE, startDevnet } from './index.js';

let port: number;
try {
  port = portFromEnv('DEVNET_PORT', 8545);
  // Checked before anything starts: never attach to whatever already listens there (docs/product.md §2).
  await assertPortsFree([{ port, variable: 'DEVNET_PORT' }], 'npm run devnet');
} catch (error) {
  if (!(error instanceof PortError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const devnet = await startDevnet({ port, onOutput: (line) => console.error(`[hardhat] ${line}`) });

console.info(
  `OVERDIVE devnet: chain id ${devnet.chainId} at ${devnet.rpcUrl}, a block per transaction and one every ${DEVNET_BLOCK_INTERVAL_MS / 1000} s`,
);
console.info(`Test USDC (${devnet.usdc.decimals} decimals): ${devnet.usdc.address}`);
console.info("Story stand-ins (at Story's own addresses):");
for (const [name, address] of Object.entries(devnet.story)) console.info(`  ${name.padEnd(22)} ${address}`);
console.info(`Accounts (the first 10 hold ${INITIAL_USDC_BALANCE / 10n ** 6n} USDC; all hold 10000 ETH):`);
for (const [i, account] of devnet.accounts.entries()) {
  console.info(`  #${String(i).padEnd(2)} ${account.address}  ${account.privateKey}`);
}
console.info('These keys are public test keys: never send real funds to them.');
console.info(
  `API against this chain: RPC_URL=${devnet.rpcUrl} ACCEPTED_TOKENS='[{"symbol":"USDC","address":"${devnet.usdc.address}","decimals":6}]'`,
);

const stop = () => {
  void devnet.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
