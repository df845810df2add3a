// The harness itself: the injected test wallet behaves like a wallet extension, and the API helpers work against
// the real server. Width does not matter here, so these run in the desktop project only.
import { type Page } from '@playwright/test';
import { Contract, JsonRpcProvider, Network, parseEther, verifyMessage } from 'ethers';
import { fundAccount, newAccount, seedSession, usdcBalance } from './support/api';
import { expect, test, testWithoutWallet } from './support/fixtures';
import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from './support/testWallet';

test.describe.configure({ mode: 'parallel' });

const desktopOnly = { tag: '@desktop-only' };

type WalletWindow = Window & {
  ethereum?: {
    request(args: { method: string; params?: unknown[] }): Promise<unknown>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  };
  walletEvents?: [string, unknown][];
};

/** Calls window.ethereum.request in the page; a rejection comes back as {code, message, isError}. */
function request(page: Page, method: string, params?: unknown[]) {
  return page.evaluate(
    async ([m, p]) => {
      const ethereum = (window as WalletWindow).ethereum;
      if (!ethereum) throw new Error('no window.ethereum');
      try {
        return { result: await ethereum.request(p === undefined ? { method: m } : { method: m, params: p }) };
      } catch (error) {
        const e = error as Error & { code?: number };
        return { error: { code: e.code, message: e.message, isError: e instanceof Error } };
      }
    },
    [method, params] as const,
  );
}

async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as WalletWindow;
    w.walletEvents = [];
    for (const name of ['accountsChanged', 'chainChanged']) {
      w.ethereum?.on(name, (value) => w.walletEvents?.push([name, value]));
    }
  });
}

const events = (page: Page) => page.evaluate(() => (window as WalletWindow).walletEvents ?? []);

test('announces itself through EIP-6963 and defines window.ethereum', desktopOnly, async ({ page }) => {
  await page.goto('/robots.txt');
  const announced = await page.evaluate(() => {
    const infos: { name: string; rdns: string; icon: string; uuid: string }[] = [];
    window.addEventListener('eip6963:announceProvider', (event) => {
      const detail = (event as CustomEvent<{ info: (typeof infos)[number]; provider: unknown }>).detail;
      if (detail.provider === (window as WalletWindow).ethereum) infos.push(detail.info);
    });
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    return infos;
  });
  expect(announced).toHaveLength(1);
  expect(announced[0]).toMatchObject({ name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS });
  expect(announced[0]?.icon).toMatch(/^data:image\/svg\+xml;base64,/);
});

test(
  'connects like a wallet: accounts only after a connect, chain 1514, reads from the devnet',
  desktopOnly,
  async ({ page, wallet, e2e }) => {
    await page.goto('/robots.txt');
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] });
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x5ea' });
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address] });
    expect(await request(page, 'eth_accounts')).toEqual({ result: [wallet.address] });
    const balance = await request(page, 'eth_getBalance', [wallet.address, 'latest']);
    expect(BigInt(balance.result as string)).toBeGreaterThan(0n);
    const blockNumber = await request(page, 'eth_blockNumber');
    expect(blockNumber.result).toMatch(/^0x[0-9a-f]+$/);
    expect(e2e.chainId).toBe(1514);

    // The wallet's state lives in Node: a reload keeps the site authorised.
    await page.reload();
    expect(await request(page, 'eth_accounts')).toEqual({ result: [wallet.address] });
    expect(wallet.requests('eth_requestAccounts')).toHaveLength(1);

    expect(await request(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null });
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] });
  },
);

test('signs personal_sign messages in Node, utf8 and hex', desktopOnly, async ({ page, wallet }) => {
  await page.goto('/robots.txt');
  expect((await request(page, 'personal_sign', ['0x68690a', wallet.address])).error?.code).toBe(4100);
  await request(page, 'eth_requestAccounts');
  const text = 'Welcome to OVERDIVE!\nNonce: 1';
  const utf8 = await request(page, 'personal_sign', [text, wallet.address]);
  expect(verifyMessage(text, utf8.result as string)).toBe(wallet.address);
  const hex = `0x${Buffer.from(text, 'utf8').toString('hex')}`;
  const fromHex = await request(page, 'personal_sign', [hex, wallet.address]);
  expect(fromHex.result).toBe(utf8.result);
});

test(
  'rejectNext and failNext answer with EIP-1193 errors that are Error objects with a code',
  desktopOnly,
  async ({ page, wallet }) => {
    await page.goto('/robots.txt');
    wallet.rejectNext('eth_requestAccounts');
    expect(await request(page, 'eth_requestAccounts')).toEqual({
      error: { code: 4001, message: 'User rejected the request.', isError: true },
    });
    expect(wallet.isConnected).toBe(false);
    wallet.failNext('eth_requestAccounts', -32002, 'Request already pending');
    expect((await request(page, 'eth_requestAccounts')).error).toMatchObject({ code: -32002, isError: true });
    expect((await request(page, 'eth_requestAccounts')).result).toEqual([wallet.address]);
    expect(wallet.requests('eth_requestAccounts').map((entry) => entry.error?.code)).toEqual([
      4001,
      -32002,
      undefined,
    ]);
  },
);

test('holdNext keeps a request pending until the test answers it', desktopOnly, async ({ page, wallet }) => {
  await page.goto('/robots.txt');
  const held = wallet.holdNext('eth_requestAccounts');
  const pending = request(page, 'eth_requestAccounts');
  await held.reached;
  held.reject();
  expect((await pending).error?.code).toBe(4001);
  const second = wallet.holdNext('eth_requestAccounts');
  const accepted = request(page, 'eth_requestAccounts');
  await second.reached;
  second.release();
  expect((await accepted).result).toEqual([wallet.address]);
});

test('emits accountsChanged and chainChanged, and disconnects', desktopOnly, async ({ page, wallet }) => {
  await page.goto('/robots.txt');
  await request(page, 'eth_requestAccounts');
  await recordEvents(page);
  await wallet.setAccount(1);
  await wallet.setChain(1);
  await wallet.disconnect();
  expect(await events(page)).toEqual([
    ['accountsChanged', [wallet.addresses[1]]],
    ['chainChanged', '0x1'],
    ['accountsChanged', []],
  ]);
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x1' });
  expect(await request(page, 'eth_accounts')).toEqual({ result: [] });
});

test.describe('a wallet on another chain that does not know 1514', () => {
  test.use({ walletOptions: { chainId: 1, knowsChain: false } });

  test(
    'answers 4902 to a switch until the chain is added, then switches',
    desktopOnly,
    async ({ page, wallet }) => {
      await page.goto('/robots.txt');
      await recordEvents(page);
      expect(await request(page, 'eth_chainId')).toEqual({ result: '0x1' });
      const refused = await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x5ea' }]);
      expect(refused.error?.code).toBe(4902);
      const chain = {
        chainId: '0x5ea',
        chainName: 'Story',
        nativeCurrency: { name: 'IP Token', symbol: 'IP', decimals: 18 },
        rpcUrls: ['https://mainnet.storyrpc.io'],
        blockExplorerUrls: ['https://www.storyscan.io'],
      };
      expect((await request(page, 'wallet_addEthereumChain', [{ ...chain, rpcUrls: [] }])).error?.code).toBe(
        -32602,
      );
      expect(await request(page, 'wallet_addEthereumChain', [chain])).toEqual({ result: null });
      expect(await request(page, 'eth_chainId')).toEqual({ result: '0x5ea' });
      expect(await events(page)).toEqual([['chainChanged', '0x5ea']]);
      expect(wallet.addedChains).toEqual([chain]);
      await wallet.setChain(1);
      expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x5ea' }])).toEqual({
        result: null,
      });
      expect(wallet.chainId).toBe(1514);
    },
  );

  test(
    'refuses to send a transaction on a chain it has no node for',
    desktopOnly,
    async ({ page, wallet }) => {
      await page.goto('/robots.txt');
      await request(page, 'eth_requestAccounts');
      const sent = await request(page, 'eth_sendTransaction', [{ from: wallet.address, to: wallet.address }]);
      expect(sent.error?.code).toBe(4901);
    },
  );
});

test(
  'sends transactions signed in Node to the devnet, reverted ones included',
  desktopOnly,
  async ({ page, wallet, e2e }) => {
    const buyer = newAccount();
    await fundAccount(e2e, buyer.address, { native: parseEther('10'), usdc: 5_000_000n });
    expect(await usdcBalance(e2e, buyer.address)).toBe(5_000_000n);
    await wallet.useAccount(buyer.privateKey);
    await page.goto('/robots.txt');
    await request(page, 'eth_requestAccounts');

    const provider = new JsonRpcProvider(e2e.rpcUrl, Network.from(e2e.chainId), { staticNetwork: true });
    try {
      const payee = newAccount().address;
      const usdc = new Contract(e2e.usdc.address, ['function transfer(address,uint256) returns (bool)']);
      const data = usdc.interface.encodeFunctionData('transfer', [payee, 2_000_000n]);
      const sent = await request(page, 'eth_sendTransaction', [
        { from: wallet.address, to: e2e.usdc.address, data },
      ]);
      const receipt = await provider.waitForTransaction(sent.result as string);
      expect(receipt?.status).toBe(1);
      expect(await usdcBalance(e2e, payee)).toBe(2_000_000n);

      // More than the balance: the estimate fails, the user confirms anyway, the chain mines it with status 0.
      const tooMuch = usdc.interface.encodeFunctionData('transfer', [payee, 9_000_000n]);
      const reverted = await request(page, 'eth_sendTransaction', [
        { from: wallet.address, to: e2e.usdc.address, data: tooMuch },
      ]);
      expect(reverted.result).toMatch(/^0x[0-9a-f]{64}$/);
      expect((await provider.waitForTransaction(reverted.result as string))?.status).toBe(0);

      const fromOther = await request(page, 'eth_sendTransaction', [
        { from: e2e.accounts[3]?.address, to: payee },
      ]);
      expect(fromOther.error?.code).toBe(4100);
    } finally {
      provider.destroy();
    }
  },
);

test(
  'removeFromPage uninstalls the wallet from the open page and later loads',
  desktopOnly,
  async ({ page, wallet }) => {
    await page.goto('/robots.txt');
    expect(await page.evaluate(() => typeof (window as WalletWindow).ethereum)).toBe('object');
    await wallet.removeFromPage();
    expect(await page.evaluate(() => typeof (window as WalletWindow).ethereum)).toBe('undefined');
    await page.reload();
    expect(await page.evaluate(() => typeof (window as WalletWindow).ethereum)).toBe('undefined');
    await wallet.install();
    await page.reload();
    expect(await page.evaluate(() => typeof (window as WalletWindow).ethereum)).toBe('object');
  },
);

testWithoutWallet(
  'the no-wallet variant has neither window.ethereum nor an announcement',
  desktopOnly,
  async ({ page }) => {
    await page.goto('/robots.txt');
    const seen = await page.evaluate(() => {
      let announcements = 0;
      window.addEventListener('eip6963:announceProvider', () => (announcements += 1));
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      return { announcements, ethereum: typeof (window as WalletWindow).ethereum };
    });
    expect(seen).toEqual({ announcements: 0, ethereum: 'undefined' });
  },
);

test(
  'API helpers: a licensor with a company and a product, and a seeded session the app accepts',
  desktopOnly,
  async ({ page, api, e2e }) => {
    const licensor = await api.licensor({ products: [{}] });
    expect(licensor.company.wallet_address).toBe(licensor.account.address.toLowerCase());
    expect(licensor.products[0]?.price.token.address).toBe(e2e.usdc.address.toLowerCase());
    const profile = await api.request<{ company: { slug: string } | null }>('GET', 'auth/profile/', {
      token: licensor.session.token,
    });
    expect(profile.company?.slug).toBe(licensor.company.slug);

    await seedSession(page, licensor.session);
    await page.goto('/manage');
    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByRole('link', { name: 'Manage', exact: true }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
);
