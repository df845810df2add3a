import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { encodeSetIssuerPermission } from '../../../../contract/story/calls.js';
import { STORY_ADDRESSES } from '../../../../contract/story/addresses.js';
import { apiUrl, issuerOff, server } from '../../../../tests/msw/server';
import { axeViolations } from '../../../../tests/support/axeJsdom';
import { productOf } from '../../../../tests/support/productFixtures';
import { companyAddress, posts, renderConnected, sent } from '../../../../tests/support/storyWallet';
import { type StoryProduct } from '../storyTypes';
import { RegisterPanel } from './RegisterPanel';

// /product/{id} "Issue licences automatically" (docs/product.md §11.1) with the real store, the fake EIP-1193 wallet
// and MSW: the one setPermission the company wallet sends, the auto-issue record of its hash, and what a declined
// wallet, a revert, a failed record or a refusal does.

jest.setTimeout(20_000);

const declined = 'You declined the request in your wallet. Nothing was sent.';
const ipId = `0x${'a1'.repeat(20)}`;
const issuerAddress = `0x${'1e'.repeat(20)}`;
const switchName = 'Issue licences automatically';

function registered(overrides: Partial<StoryProduct> = {}): StoryProduct {
  return productOf({ ip_id: ipId, license_terms_id: '3', status: 'published', ...overrides });
}

function serveIssuer(issuer: object = { ...issuerOff, address: issuerAddress, enabled: true, balance: '1' }) {
  server.use(http.get(apiUrl('story/issuer/'), () => HttpResponse.json(issuer)));
}

/** POST auto-issue/: the product as the recorded PermissionSet left it, or the n-th answer `answer` gives. */
function autoIssueApi(product: StoryProduct, answer?: (count: number) => Response | null) {
  return posts(`products/products/${product.id}/auto-issue/`, (count) => {
    const scripted = answer?.(count);
    if (scripted) return scripted;
    return HttpResponse.json({
      ...product,
      auto_issue: !product.auto_issue,
      updated_at: '2026-11-28T10:00:00Z',
    });
  });
}

function permissionCall(permission: 0 | 1) {
  const call = encodeSetIssuerPermission({ ipId, issuer: issuerAddress, permission });
  return { to: call.to.toLowerCase(), data: call.data };
}

async function renderSwitch(
  product: StoryProduct,
  options: { companyWallet?: string; locale?: 'ko' } = {},
  name = switchName,
) {
  const view = await renderConnected(
    <RegisterPanel product={product} companyWallet={options.companyWallet ?? companyAddress} />,
    options,
  );
  return { ...view, toggle: await screen.findByRole('switch', { name }) };
}

describe('Issue licences automatically (§11.1)', () => {
  it('turns on with ONE setPermission to the AccessController for the issuer, then records its hash', async () => {
    serveIssuer();
    const product = registered();
    const bodies = autoIssueApi(product);
    const { wallet, user, toggle, container } = await renderSwitch(product);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Licences are issued to buyers the moment they pay, by OVERDIVE’s issuer wallet, which can mint this product’s licences only. One confirmation in your wallet.',
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent(wallet)).toEqual([
      { to: STORY_ADDRESSES.accessController.toLowerCase(), data: permissionCall(1).data },
    ]);
    expect(bodies).toEqual([{ tx_hash: wallet.sentTransactions[0]?.hash }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns off from the keyboard with permission 0', async () => {
    serveIssuer();
    const product = registered({ auto_issue: true });
    const bodies = autoIssueApi(product);
    const { wallet, user, toggle } = await renderSwitch(product);
    expect(toggle).toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent(wallet)).toEqual([permissionCall(0)]);
    expect(bodies).toEqual([{ tx_hash: wallet.sentTransactions[0]?.hash }]);
  });

  it('says a declined wallet sent nothing, and Retry asks again', async () => {
    serveIssuer();
    const product = registered();
    const bodies = autoIssueApi(product);
    const { wallet, user, toggle, container } = await renderSwitch(product);
    wallet.rejectNext('eth_sendTransaction');
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    expect(toggle).not.toBeChecked();
    expect(wallet.sentTransactions).toHaveLength(0);
    expect(bodies).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent(wallet)).toEqual([permissionCall(1)]);
    expect(bodies).toHaveLength(1);
  });

  it('says a reverted transaction failed on chain and records nothing', async () => {
    serveIssuer();
    const product = registered();
    const bodies = autoIssueApi(product);
    const { wallet, user, toggle } = await renderSwitch(product);
    wallet.setReceiptOutcome('reverted');
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('The transaction failed on chain.');
    expect(bodies).toHaveLength(0);
    expect(toggle).not.toBeChecked();
  });

  it('records the SAME hash again after a failed record (5xx, not yet mined), never a second transaction', async () => {
    serveIssuer();
    const product = registered();
    const bodies = autoIssueApi(product, (count) => {
      if (count === 1) return HttpResponse.json({ error: 'Server error' }, { status: 503 });
      if (count === 2)
        return HttpResponse.json(
          {
            error: 'Story transaction rejected: transaction not yet mined (0x…)',
            fields: { tx_hash: 'transaction not yet mined' },
          },
          { status: 409 },
        );
      return null;
    });
    const { wallet, user, toggle } = await renderSwitch(product);
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transaction is confirmed, but OVERDIVE could not record it yet.',
    );
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The transaction is not confirmed yet. Retry in a moment.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(wallet.sentTransactions).toHaveLength(1);
    const hash = wallet.sentTransactions[0]?.hash;
    expect(bodies).toEqual([{ tx_hash: hash }, { tx_hash: hash }, { tx_hash: hash }]);
  });

  it('says a refusal in words, and after it Retry sends a new transaction', async () => {
    serveIssuer();
    const product = registered();
    const bodies = autoIssueApi(product, (count) =>
      count === 1
        ? HttpResponse.json(
            {
              error: 'Story transaction rejected: permission for another signer (0x…)',
              fields: { tx_hash: 'permission for another signer' },
            },
            { status: 409 },
          )
        : null,
    );
    const { wallet, user, toggle } = await renderSwitch(product);
    await user.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('OVERDIVE did not accept this transaction.');
    expect(alert).toHaveTextContent(
      'The permission was given to another wallet than this server’s issuer wallet.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent(wallet)).toEqual([permissionCall(1), permissionCall(1)]);
    expect(bodies.map((body) => body.tx_hash)).toEqual(wallet.sentTransactions.map((tx) => tx.hash));
  });

  it('offers no switch when this server runs without an issuer wallet', async () => {
    serveIssuer(issuerOff);
    const { container } = await renderConnected(
      <RegisterPanel product={registered()} companyWallet={companyAddress} />,
    );
    expect(await screen.findByText(/Automatic issuing is off on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for the company wallet when another wallet is connected, and sends nothing', async () => {
    serveIssuer();
    const other = `0x${'9'.repeat(40)}`;
    const { wallet, user, toggle } = await renderSwitch(registered(), { companyWallet: other });
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/Connect your company's wallet/)).toBeInTheDocument();
    await user.click(toggle);
    expect(wallet.sentTransactions).toHaveLength(0);
  });

  it('speaks Korean', async () => {
    serveIssuer();
    const { toggle } = await renderSwitch(registered(), { locale: 'ko' }, '라이선스 자동 발급');
    expect(toggle).toHaveAccessibleDescription(/구매자가 결제하는 즉시/);
  });
});
