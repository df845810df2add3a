/**
 * The Story side of the Story API tests (docs/product.md §10): wallets that send the licensor's and the buyer's Story
 * transactions to the devnet's stand-ins, with the calldata the SPA sends (contract/story), and a contract that
 * re-emits a real receipt's events from another address, as an attacker's look-alike contract would; and a batch of
 * calls sent as ONE transaction by the licensor's own account (EIP-7702 delegation to a small executor, what a
 * smart-account wallet does for an atomic EIP-5792 batch), so Story still sees the IP owner as each call's sender.
 */
import { createRequire } from 'node:module';
import { ContractFactory, JsonRpcProvider, Network, Wallet, isError, type TransactionReceipt } from 'ethers';
import {
  collectionSymbol,
  encodeCreateCollection,
  encodeMintAndRegisterIp,
  encodeMintLicenseTokens,
  encodeRegisterDerivativeWithLicenseTokens,
  encodeRegisterLicenseTerms,
  licenseToPilTerms,
  type PilTerms,
  type ProductLicense,
  type StoryCall,
} from '../../contract/story/index.js';
import type { Devnet } from '../../scripts/devnet/index.js';

const EMITTER_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
contract LogEmitter {
    function emitLogs(bytes32[][] calldata topics, bytes[] calldata data) external {
        for (uint256 i = 0; i < topics.length; i++) {
            bytes memory d = data[i];
            bytes32[] calldata t = topics[i];
            uint256 n = t.length;
            assembly {
                let o := t.offset
                let p := add(d, 32)
                let len := mload(d)
                switch n
                case 0 { log0(p, len) }
                case 1 { log1(p, len, calldataload(o)) }
                case 2 { log2(p, len, calldataload(o), calldataload(add(o, 32))) }
                case 3 { log3(p, len, calldataload(o), calldataload(add(o, 32)), calldataload(add(o, 64))) }
                default { log4(p, len, calldataload(o), calldataload(add(o, 32)), calldataload(add(o, 64)), calldataload(add(o, 96))) }
            }
        }
    }
}
contract BatchExecutor {
    struct Call { address to; bytes data; }
    function execute(Call[] calldata calls) external {
        require(msg.sender == address(this), "only the account itself");
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory answer) = calls[i].to.call(calls[i].data);
            if (!ok) assembly { revert(add(answer, 32), mload(answer)) }
        }
    }
}`;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

type Compiled = { abi: unknown[]; bytecode: string };

function compileEmitter(): { emitter: Compiled; executor: Compiled } {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'LogEmitter.sol': { content: EMITTER_SOURCE } },
        settings: {
          evmVersion: 'cancun',
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const of = (name: string): Compiled => {
    const contract = output.contracts['LogEmitter.sol']?.[name];
    if (contract === undefined) throw new Error(`${name} did not compile`);
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  };
  return { emitter: of('LogEmitter'), executor: of('BatchExecutor') };
}

export interface StoryChain {
  provider: JsonRpcProvider;
  /** A wallet on the devnet with native coin for gas. */
  wallet(privateKey: string): Promise<Wallet>;
  /** Sends a Story call and waits for it to be mined; with allowRevert a reverting call is mined too (status 0). */
  send(from: Wallet, call: StoryCall, options?: { allowRevert?: boolean }): Promise<TransactionReceipt>;
  /** Re-emits every event of `hash`'s receipt from another contract, in one new transaction; its hash. */
  replayFromAnotherContract(from: Wallet, hash: string): Promise<string>;
  /** Sends every call from `from` in ONE transaction (EIP-7702 to the batch executor) and waits for it. */
  sendBatch(from: Wallet, calls: readonly StoryCall[]): Promise<TransactionReceipt>;
  close(): void;
}

export async function openStoryChain(devnet: Devnet): Promise<StoryChain> {
  const network = Network.from(devnet.chainId);
  // No answer cache: each transaction needs the account's current nonce, even one sent moments after another.
  const provider = new JsonRpcProvider(devnet.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
  const code = compileEmitter();
  const deployer = new Wallet(devnet.accounts[0]?.privateKey ?? '', provider);
  const emitter = await new ContractFactory(
    code.emitter.abi as never,
    code.emitter.bytecode,
    deployer,
  ).deploy();
  await emitter.waitForDeployment();
  const emitterAddress = await emitter.getAddress();
  const executor = await new ContractFactory(
    code.executor.abi as never,
    code.executor.bytecode,
    deployer,
  ).deploy();
  await executor.waitForDeployment();
  const executorAddress = await executor.getAddress();

  async function send(from: Wallet, call: StoryCall, options: { allowRevert?: boolean } = {}) {
    const request = {
      to: call.to,
      data: call.data,
      ...(options.allowRevert === true ? { gasLimit: 3_000_000n } : {}),
    };
    const sent = await from.sendTransaction(request);
    try {
      const receipt = await sent.wait();
      if (receipt === null) throw new Error('no receipt');
      return receipt;
    } catch (error) {
      if (options.allowRevert === true && isError(error, 'CALL_EXCEPTION')) {
        const receipt = await provider.getTransactionReceipt(sent.hash);
        if (receipt !== null) return receipt;
      }
      throw error;
    }
  }

  return {
    provider,
    async wallet(privateKey) {
      const wallet = new Wallet(privateKey, provider);
      await provider.send('hardhat_setBalance', [wallet.address, '0x56BC75E2D63100000']);
      return wallet;
    },
    send,
    async replayFromAnotherContract(from, hash) {
      const receipt = await provider.getTransactionReceipt(hash);
      if (receipt === null) throw new Error(`no receipt for ${hash}`);
      const data = emitter.interface.encodeFunctionData('emitLogs', [
        receipt.logs.map((log) => [...log.topics]),
        receipt.logs.map((log) => log.data),
      ]);
      return (await send(from, { to: emitterAddress, data })).hash;
    },
    async sendBatch(from, calls) {
      const nonce = await provider.getTransactionCount(from.address, 'pending');
      // The sender's own authorization is checked after its nonce went up for the transaction: nonce + 1.
      const authorization = await from.authorize({ address: executorAddress, nonce: nonce + 1 });
      const data = executor.interface.encodeFunctionData('execute', [calls.map((c) => [c.to, c.data])]);
      const sent = await from.sendTransaction({
        type: 4,
        to: from.address,
        data,
        nonce,
        authorizationList: [authorization],
        gasLimit: 3_000_000n,
      });
      const receipt = await sent.wait();
      if (receipt === null) throw new Error('no receipt');
      return receipt;
    },
    close: () => provider.destroy(),
  };
}

/** The licensor's §10.1 collection: the company name, public minting off, no fee. */
export function createCollectionCall(companyName: string, owner: string): StoryCall {
  return encodeCreateCollection({ name: companyName, symbol: collectionSymbol(companyName), owner });
}

export { encodeMintAndRegisterIp, encodeMintLicenseTokens, encodeRegisterDerivativeWithLicenseTokens };

/** The product's terms (or any other PIL terms) registered on the template. */
export function registerTermsCall(license: ProductLicense | PilTerms, uri?: string): StoryCall {
  const terms = 'flavor' in license ? licenseToPilTerms(license, uri ?? '') : license;
  return encodeRegisterLicenseTerms(terms);
}
