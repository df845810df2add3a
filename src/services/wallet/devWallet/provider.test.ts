import { http, HttpResponse } from 'msw';
import { Transaction, verifyMessage } from 'ethers';
import { server } from '../../../../tests/msw/server';
import { errorCode } from '../eip1193';
import { DevWalletProvider, type Confirmation } from './provider';

const RPC_URL = 'http://devnet.test/';
const CHAIN_ID = 1514;
/** Hardhat's account #0 and #1 (public test keys). */
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const PAY_TO = '0x000000000000000000000000000000000000dEaD';

function transferData(to: string, amount: bigint): string {
  return `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`;
}

function abiString(text: string): string {
  const hex = Buffer.from(text, 'utf8').toString('hex');
  return `0x${'20'.padStart(64, '0')}${text.length.toString(16).padStart(64, '0')}${hex.padEnd(64, '0')}`;
}

/** A local chain node that knows a 6-decimal USDC and accepts signed transactions; it records what it was sent. */
function fakeNode() {
  const sentRaw: string[] = [];
  server.use(
    http.post(RPC_URL, async ({ request }) => {
      const body = (await request.json()) as
        | { id: number; method: string; params: unknown[] }
        | { id: number; method: string; params: unknown[] }[];
      const answer = ({ id, method, params }: { id: number; method: string; params: unknown[] }) => {
        const result = (() => {
          switch (method) {
            case 'eth_chainId':
              return '0x5ea';
            case 'eth_call': {
              const data = (params[0] as { data: string }).data;
              if (data.startsWith('0x313ce567')) return `0x${'6'.padStart(64, '0')}`;
              if (data.startsWith('0x95d89b41')) return abiString('USDC');
              return '0x';
            }
            case 'eth_getTransactionCount':
              return '0x0';
            case 'eth_blockNumber':
              return '0x1';
            case 'eth_estimateGas':
              return '0x10000';
            case 'eth_gasPrice':
            case 'eth_maxPriorityFeePerGas':
              return '0x3b9aca00';
            case 'eth_getBlockByNumber':
              return {
                hash: `0x${'11'.repeat(32)}`,
                parentHash: `0x${'22'.repeat(32)}`,
                number: '0x1',
                timestamp: '0x1',
                nonce: '0x0000000000000000',
                difficulty: '0x0',
                gasLimit: '0x1c9c380',
                gasUsed: '0x0',
                miner: `0x${'00'.repeat(20)}`,
                extraData: '0x',
                baseFeePerGas: '0x3b9aca00',
                transactions: [],
              };
            case 'eth_sendRawTransaction': {
              sentRaw.push(params[0] as string);
              return Transaction.from(params[0] as string).hash;
            }
            default:
              return null;
          }
        })();
        return { jsonrpc: '2.0', id, result };
      };
      return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body));
    }),
  );
  return { sentRaw };
}

function makeWallet(answers: boolean[] = []) {
  const asked: Confirmation[] = [];
  const wallet = new DevWalletProvider({
    rpcUrl: RPC_URL,
    chainId: CHAIN_ID,
    nativeSymbol: 'IP',
    origin: 'http://localhost:3000',
    storage: window.sessionStorage,
    confirm: (request) => {
      asked.push(request);
      return Promise.resolve(answers.shift() ?? false);
    },
  });
  return { wallet, asked };
}

async function rejectionCode(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return errorCode(error);
  }
  throw new Error('expected the request to be refused');
}

beforeEach(() => window.sessionStorage.clear());

describe('the development wallet provider', () => {
  it('holds the public test accounts and shares none until the user approves the connection', async () => {
    const { wallet, asked } = makeWallet([false, true]);
    expect(wallet.accounts).toHaveLength(20);
    expect(wallet.accounts[0]?.address).toBe(ACCOUNT_0);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x5ea');
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);

    expect(await rejectionCode(wallet.request({ method: 'eth_requestAccounts' }))).toBe(4001);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);

    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0]);
    expect(asked).toEqual([
      { kind: 'connect', origin: 'http://localhost:3000' },
      { kind: 'connect', origin: 'http://localhost:3000' },
    ]);
    // A reload (a new provider over the same tab storage) is still connected, without asking again.
    const { wallet: reloaded, asked: askedAfterReload } = makeWallet();
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0]);
    expect(askedAfterReload).toEqual([]);
  });

  it('tells a connected site about the account the user picks, and forgets the site when it disconnects', async () => {
    const { wallet } = makeWallet([true]);
    const seen: unknown[] = [];
    wallet.on('accountsChanged', ((accounts: unknown) => seen.push(accounts)) as never);
    await wallet.request({ method: 'eth_requestAccounts' });
    wallet.selectAccount(1);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1]);
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(seen).toEqual([[ACCOUNT_1], []]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('shows the message before signing it, and a rejection is error 4001 with no signature', async () => {
    const { wallet, asked } = makeWallet([true, true, false]);
    await wallet.request({ method: 'eth_requestAccounts' });
    const message = 'localhost:3000 wants you to sign in with your Ethereum account:\n' + ACCOUNT_0;
    const hex = `0x${Buffer.from(message, 'utf8').toString('hex')}`;

    const signature = await wallet.request({
      method: 'personal_sign',
      params: [hex, ACCOUNT_0.toLowerCase()],
    });
    expect(verifyMessage(message, signature as string)).toBe(ACCOUNT_0);
    expect(asked[1]).toEqual({ kind: 'sign', origin: 'http://localhost:3000', account: ACCOUNT_0, message });

    expect(await rejectionCode(wallet.request({ method: 'personal_sign', params: [hex, ACCOUNT_0] }))).toBe(
      4001,
    );
    // Another account than the selected one cannot sign.
    expect(await rejectionCode(wallet.request({ method: 'personal_sign', params: [hex, ACCOUNT_1] }))).toBe(
      4100,
    );
  });

  it('shows an ERC-20 payment in the token’s own units and sends it signed only after Approve', async () => {
    const node = fakeNode();
    const { wallet, asked } = makeWallet([true, false, true]);
    await wallet.request({ method: 'eth_requestAccounts' });
    const payment = { from: ACCOUNT_0, to: USDC, data: transferData(PAY_TO, 2_500_000n) };

    expect(await rejectionCode(wallet.request({ method: 'eth_sendTransaction', params: [payment] }))).toBe(
      4001,
    );
    expect(asked[1]).toMatchObject({
      kind: 'transaction',
      account: ACCOUNT_0,
      tokenTransfer: { recipient: PAY_TO, amount: '2.5', symbol: 'USDC' },
    });
    expect(node.sentRaw).toEqual([]);

    const hash = await wallet.request({ method: 'eth_sendTransaction', params: [payment] });
    expect(node.sentRaw).toHaveLength(1);
    const sent = Transaction.from(node.sentRaw[0]);
    expect(hash).toBe(sent.hash);
    expect(sent.from).toBe(ACCOUNT_0);
    expect(sent.to?.toLowerCase()).toBe(USDC);
    expect(sent.chainId).toBe(1514n);
    expect(sent.data).toBe(payment.data);
  });

  it('takes an EIP-5792 batch with one confirmation and sends its calls one after another', async () => {
    const node = fakeNode();
    const { wallet, asked } = makeWallet([true, false, true]);
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0, ['0x5ea']] }),
    ).toEqual({
      '0x5ea': { atomic: { status: 'unsupported' } },
    });
    const batch = {
      version: '2.0.0',
      chainId: '0x5ea',
      from: ACCOUNT_0,
      atomicRequired: false,
      calls: [
        { to: PAY_TO, data: '0xaaaa', value: '0x0' },
        { to: USDC, data: '0xbbbb', value: '0x0' },
      ],
    };
    expect(await rejectionCode(wallet.request({ method: 'wallet_sendCalls', params: [batch] }))).toBe(4001);
    expect(asked[1]).toMatchObject({
      kind: 'batch',
      account: ACCOUNT_0,
      calls: [{ data: '0xaaaa' }, { data: '0xbbbb' }],
    });
    expect(node.sentRaw).toEqual([]);

    const { id } = (await wallet.request({ method: 'wallet_sendCalls', params: [batch] })) as { id: string };
    expect(asked).toHaveLength(3);
    expect(node.sentRaw.map((raw) => Transaction.from(raw).data)).toEqual(['0xaaaa', '0xbbbb']);
    // The fake node mines nothing: the batch stays pending (EIP-5792 status 100).
    expect(await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({
      id,
      status: 100,
      atomic: false,
      receipts: [],
    });
    expect(
      await rejectionCode(
        wallet.request({ method: 'wallet_sendCalls', params: [{ ...batch, chainId: '0x1' }] }),
      ),
    ).toBe(5710);
    expect(await rejectionCode(wallet.request({ method: 'wallet_getCallsStatus', params: ['0x99'] }))).toBe(
      5730,
    );
  });

  it('knows only the local chain', async () => {
    const { wallet } = makeWallet();
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5ea' }] }),
    ).toBeNull();
    expect(
      await rejectionCode(
        wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
      ),
    ).toBe(4902);
    expect(await rejectionCode(wallet.request({ method: 'eth_signTypedData_v4', params: [] }))).toBe(4200);
  });
});
