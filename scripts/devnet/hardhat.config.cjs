// Hardhat Network for the OVERDIVE devnet (read by node.cjs through HARDHAT_CONFIG). Nothing here compiles: the
// test token is compiled with the solc npm package (compile.ts), so hardhat never downloads a compiler.
const path = require('node:path');

const cache = path.resolve(__dirname, '../../node_modules/.cache/overdive-devnet/hardhat');

module.exports = {
  networks: {
    hardhat: {
      // docs/product.md §3: Story, chain id 1514.
      chainId: 1514,
      // The default deterministic accounts ("test test … junk"), 10 000 ETH each.
      // A block per transaction, and one every 2 seconds besides (docs/product.md §13.1: Story makes one about every
      // 2.5 s), so a payment watcher that reads a couple of blocks behind the head still finds a transfer within
      // seconds. index.ts starts the node with DEVNET_BLOCK_INTERVAL_MS=0 (no interval blocks) and turns the interval
      // on once the tokens are deployed and a kept chain replayed, so those land on the same blocks every start.
      mining: { auto: true, interval: Number(process.env.DEVNET_BLOCK_INTERVAL_MS ?? 2000) },
      // A reverted transaction is mined with status 0 instead of failing eth_sendRawTransaction, as on a real chain.
      throwOnTransactionFailures: false,
      // Blocks mined within one second keep that second instead of running ahead one second per block, so chain
      // time stays wall-clock time (payments are checked against order expiry times).
      allowBlocksWithSameTimestamp: true,
      // One line per RPC call is noise for tests; `npm run devnet` prints its own summary.
      loggingEnabled: false,
      // A kept chain (index.ts, `stateDir`) restarts its clock where it began, so the recorded transactions replay
      // at their own block times.
      ...(process.env.DEVNET_INITIAL_DATE ? { initialDate: process.env.DEVNET_INITIAL_DATE } : {}),
    },
  },
  paths: {
    root: __dirname,
    sources: path.join(cache, 'contracts'),
    cache: path.join(cache, 'cache'),
    artifacts: path.join(cache, 'artifacts'),
  },
};
