import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  encodeCreateCollection,
  encodeMintAndRegisterIp,
  encodeMintLicenseTokens,
  encodeRegisterDerivativeWithLicenseTokens,
  encodeRegisterLicenseTerms,
} from '@contract/story/calls.js';
import { STORY_ADDRESSES } from '@contract/story/addresses.js';
import { licenseToPilTerms } from '@contract/story/terms.js';
import { apiUrl, server } from '@tests/msw/server';
import { serveLicenceQueue, serveRegistration, serveRemixes } from '@tests/msw/serve/story';
import { MemoryRouter } from 'react-router-dom';
import { type FakeWallet } from '@tests/support/fakeEip1193';
import { productOf } from '@tests/support/productFixtures';
import {
  awaitingOrder as awaiting,
  collection,
  ipId,
  remixOf,
  storyRegistration,
} from '@tests/support/storyFixtures';
import { axeViolations } from '@tests/support/axeJsdom';
import { companyAddress, posts, renderConnected, sent } from '@tests/support/storyWallet';
import { CollectionPanel } from './CollectionPanel';
import { LicenceQueue } from './LicenceQueue';
import { RegisterPanel } from './RegisterPanel';
import { RemixesPanel } from './RemixesPanel';
import { RemixForm } from './RemixForm';

// The Story panels' rules (docs/product.md §10) with the real store, a fake EIP-1193 wallet (the third party) and MSW
// for the API: what each sends, in which order, what it records, and what a declined wallet or a refusal says. The
// full axe scans of these panels run in the browser (tests/e2e/story.spec.ts); the queue's states are scanned here too.

const declined = 'You declined the request in your wallet. Nothing was sent.';

jest.setTimeout(20_000);

describe('CollectionPanel (§10.1)', () => {
  it('shows a recorded collection with its explorer link and offers no second one', async () => {
    await renderConnected(
      <CollectionPanel
        company={{ name: 'Acme', wallet_address: companyAddress, collection_address: collection }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Licence collection on Story' });
    expect(within(region).getByRole('link', { name: new RegExp(collection) })).toHaveAttribute(
      'href',
      expect.stringContaining(`/address/${collection}`),
    );
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('asks for the company wallet when another wallet is connected', async () => {
    await renderConnected(
      <CollectionPanel
        company={{ name: 'Acme', wallet_address: `0x${'9'.repeat(40)}`, collection_address: null }}
      />,
      { companyWallet: `0x${'9'.repeat(40)}` },
    );
    expect(screen.getByText(/Connect your company's wallet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create licence collection on Story' })).toBeNull();
  });

  it('sends createCollection from the company wallet, then records its hash; a declined wallet is said and Retry sends it', async () => {
    const bodies = posts('products/deploy-contract/', () =>
      HttpResponse.json({ collection_address: collection, tx_hash: '0x' }),
    );
    const ui = (address: string) => (
      <CollectionPanel company={{ name: 'Acme Studio', wallet_address: address, collection_address: null }} />
    );
    const address = companyAddress;
    const { wallet, user } = await renderConnected(ui(address));
    wallet.rejectNext('eth_sendTransaction');
    await user.click(screen.getByRole('button', { name: 'Create licence collection on Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    expect(wallet.sentTransactions).toHaveLength(0);
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const expected = encodeCreateCollection({ name: 'Acme Studio', symbol: 'ACMESTUD', owner: address });
    expect(sent(wallet)).toEqual([{ to: expected.to.toLowerCase(), data: expected.data }]);
    expect(bodies[0]?.tx_hash).toBe(wallet.sentTransactions[0]?.hash);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says a refusal in words; Retry after a failed record sends the same hash again, not a second collection', async () => {
    const bodies = posts('products/deploy-contract/', (count) =>
      count === 1
        ? HttpResponse.json({ error: 'Server error' }, { status: 503 })
        : HttpResponse.json(
            {
              error: 'Story transaction rejected: collection open to public minting (0x…)',
              fields: { tx_hash: 'collection open to public minting' },
            },
            { status: 409 },
          ),
    );
    const address = companyAddress;
    const { wallet, user } = await renderConnected(
      <CollectionPanel company={{ name: 'Acme', wallet_address: address, collection_address: null }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Create licence collection on Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transaction is confirmed, but OVERDIVE could not record it yet.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The collection is open to public minting; licence collections must not be.'),
    ).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(1);
    expect(bodies.map((body) => body.tx_hash)).toEqual([
      wallet.sentTransactions[0]?.hash,
      wallet.sentTransactions[0]?.hash,
    ]);
  });
});

/** A product ready to register: the company has its licence collection. */
const registration = (productId: string) => storyRegistration(productId, { collection_address: collection });

describe('RegisterPanel (§10.2)', () => {
  it('shows a registered product’s IP asset on Story’s explorer and offers no registration', async () => {
    const product = productOf({ ip_id: ipId, license_terms_id: '3' });
    await renderConnected(<RegisterPanel product={product} companyWallet={companyAddress} />);
    expect(screen.getByRole('link', { name: new RegExp(ipId) })).toHaveAttribute(
      'href',
      `https://explorer.story.foundation/ipa/${ipId}`,
    );
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register on Story' })).toBeNull();
  });

  it('sends the licensor to Manage while the company has no collection', async () => {
    // The default registration (tests/msw/handlers/story.ts): no licence collection yet.
    const product = productOf();
    await renderConnected(
      <MemoryRouter>
        <RegisterPanel product={product} companyWallet={companyAddress} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Create your licence collection on Story first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register on Story' })).toBeNull();
  });

  it('registers the terms, then mints the IP asset with our metadata, then records the mint; declining first is said', async () => {
    const product = productOf();
    serveRegistration(product.id, registration(product.id));
    const bodies = posts(`products/products/${product.id}/register-ip/`, () =>
      HttpResponse.json({ ...product, ip_id: ipId, license_terms_id: '1' }),
    );
    const address = companyAddress;
    const { wallet, user } = await renderConnected(
      <RegisterPanel product={product} companyWallet={address} />,
    );
    wallet.rejectNext('eth_sendTransaction');
    await user.click(await screen.findByRole('button', { name: 'Register on Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodies).toHaveLength(1));

    const reg = registration(product.id);
    const terms = encodeRegisterLicenseTerms(licenseToPilTerms(product.license, reg.terms_uri));
    const mint = encodeMintAndRegisterIp({
      spgNftContract: collection,
      recipient: address,
      ipMetadata: {
        ipMetadataURI: reg.ip_metadata.uri,
        ipMetadataHash: reg.ip_metadata.hash,
        nftMetadataURI: reg.nft_metadata.uri,
        nftMetadataHash: reg.nft_metadata.hash,
      },
    });
    expect(sent(wallet)).toEqual([
      { to: STORY_ADDRESSES.piLicenseTemplate.toLowerCase(), data: terms.data },
      { to: STORY_ADDRESSES.registrationWorkflows.toLowerCase(), data: mint.data },
    ]);
    expect(bodies[0]?.tx_hash).toBe(wallet.sentTransactions[1]?.hash);
  });

  it('says a reverted registration and records nothing', async () => {
    const product = productOf();
    serveRegistration(product.id, registration(product.id));
    const bodies = posts(`products/products/${product.id}/register-ip/`, () => HttpResponse.json(product));
    const { wallet, user } = await renderConnected(
      <RegisterPanel product={product} companyWallet={companyAddress} />,
    );
    wallet.setReceiptOutcome('reverted');
    await user.click(await screen.findByRole('button', { name: 'Register on Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The transaction failed on chain.');
    expect(bodies).toHaveLength(0);
  });
});

describe('LicenceQueue (§10.3)', () => {
  it('mints each waiting order’s tokens to its buyer, one confirmation per order, and records each hash', async () => {
    const recorded = serveLicenceQueue([awaiting(1), awaiting(2)]);
    const address = companyAddress;
    const { wallet, user } = await renderConnected(<LicenceQueue wallet={address} companyWallet={address} />);
    expect(await screen.findByText('ORD-2026-000001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue licences (2)' }));
    expect(
      await screen.findByText('No paid order is waiting for licence tokens.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(sent(wallet)).toEqual(
      [awaiting(1), awaiting(2)].map((order) => ({
        to: STORY_ADDRESSES.licensingModule.toLowerCase(),
        data: encodeMintLicenseTokens({
          licensorIpId: order.ip_id,
          licenseTermsId: order.license_terms_id,
          amount: order.quantity,
          receiver: order.buyer_address,
        }).data,
      })),
    );
    expect(recorded).toEqual([
      { orderId: 'order-1', tx_hash: wallet.sentTransactions[0]?.hash },
      { orderId: 'order-2', tx_hash: wallet.sentTransactions[1]?.hash },
    ]);
  });

  it('says in the page’s language when a batching wallet’s batch does not go through, and records nothing', async () => {
    const recorded = serveLicenceQueue([awaiting(1), awaiting(2)]);
    const address = companyAddress;
    const { wallet, user } = await renderConnected(
      <LicenceQueue wallet={address} companyWallet={address} />,
      { eip5792: true },
    );
    wallet.setBatchFailure(500);
    await user.click(await screen.findByRole('button', { name: 'Issue licences (2)' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Your wallet could not send the transaction.');
    expect(alert).toHaveTextContent('The wallet’s batch did not go through (status 500).');
    expect(recorded).toEqual([]);
  });

  it('asks a batching wallet ONCE (EIP-5792 wallet_sendCalls) and records each order with the batch hash', async () => {
    const recorded = serveLicenceQueue([awaiting(1), awaiting(2)]);
    const address = companyAddress;
    const { wallet, user } = await renderConnected(
      <LicenceQueue wallet={address} companyWallet={address} />,
      {
        eip5792: true,
      },
    );
    wallet.rejectNext('wallet_sendCalls');
    await user.click(await screen.findByRole('button', { name: 'Issue licences (2)' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(declined);
    expect(recorded).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No paid order is waiting for licence tokens.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(wallet.sentTransactions).toEqual([]);
    const batches = wallet.requests.filter((r) => r.method === 'wallet_sendCalls');
    expect(batches).toHaveLength(2);
    expect(batches[1]?.params).toEqual([
      {
        version: '2.0.0',
        chainId: '0x5ea',
        from: address,
        atomicRequired: false,
        calls: [awaiting(1), awaiting(2)].map((order) => ({
          to: STORY_ADDRESSES.licensingModule,
          data: encodeMintLicenseTokens({
            licensorIpId: order.ip_id,
            licenseTermsId: order.license_terms_id,
            amount: order.quantity,
            receiver: order.buyer_address,
          }).data,
          value: '0x0',
        })),
      },
    ]);
    const hash = recorded[0]?.tx_hash;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(recorded).toEqual([
      { orderId: 'order-1', tx_hash: hash },
      { orderId: 'order-2', tx_hash: hash },
    ]);
  });

  it('stops at a declined order and Retry issues only what is still waiting', async () => {
    let wallet: FakeWallet | null = null;
    // Once the first order is recorded, the licensor declines the second order's mint in the wallet.
    const recorded = serveLicenceQueue([awaiting(1), awaiting(2)], (count) => {
      if (count === 1) wallet?.rejectNext('eth_sendTransaction');
      return HttpResponse.json({ id: 'x', status: 'completed' });
    });
    const address = companyAddress;
    const rendered = await renderConnected(<LicenceQueue wallet={address} companyWallet={address} />);
    wallet = rendered.wallet;
    const { user } = rendered;
    await user.click(await screen.findByRole('button', { name: 'Issue licences (2)' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(declined);
    expect(recorded.map((r) => r.orderId)).toEqual(['order-1']);
    expect(await screen.findByRole('button', { name: 'Issue licences (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No paid order is waiting for licence tokens.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(recorded.map((r) => r.orderId)).toEqual(['order-1', 'order-2']);
    expect(wallet.sentTransactions).toHaveLength(2);
  });

  it('records again the tokens already minted when recording failed, instead of minting twice', async () => {
    const recorded = serveLicenceQueue([awaiting(1)], (count) =>
      count === 1
        ? HttpResponse.json({ error: 'down' }, { status: 503 })
        : HttpResponse.json({ id: 'x', status: 'completed' }),
    );
    const address = companyAddress;
    const { wallet, user } = await renderConnected(<LicenceQueue wallet={address} companyWallet={address} />);
    await user.click(await screen.findByRole('button', { name: 'Issue licences (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not record it yet');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No paid order is waiting for licence tokens.')).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(1);
    expect(recorded.map((r) => r.tx_hash)).toEqual([
      wallet.sentTransactions[0]?.hash,
      wallet.sentTransactions[0]?.hash,
    ]);
  });
  it('leaves out of Issue licences an order the API is issuing itself (§11.1), and says so', async () => {
    const recorded = serveLicenceQueue([{ ...awaiting(1), issuing: true }, awaiting(2)]);
    const address = companyAddress;
    const { wallet, user, container } = await renderConnected(
      <LicenceQueue wallet={address} companyWallet={address} />,
    );
    const issuing = (await screen.findByText('ORD-2026-000001')).closest('li') as HTMLElement;
    expect(within(issuing).getByText('Issuing automatically…')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Issue licences (1)' }));
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]?.orderId).toBe('order-2');
    expect(sent(wallet)).toEqual([
      {
        to: STORY_ADDRESSES.licensingModule.toLowerCase(),
        data: encodeMintLicenseTokens({
          licensorIpId: ipId,
          licenseTermsId: '4',
          amount: 2,
          receiver: awaiting(2).buyer_address,
        }).data,
      },
    ]);
    // Only the order the API is issuing is left: nothing for the licensor's wallet to send.
    await waitFor(() => expect(screen.queryByText('ORD-2026-000002')).toBeNull());
    expect(screen.getByText('Issuing automatically…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Issue licences/ })).toBeNull();
  });

  it('says why automatic issuing has not issued an order, and keeps it issuable by hand (§11.1)', async () => {
    const recorded = serveLicenceQueue([
      { ...awaiting(1), issue_problem: 'permission_revoked' },
      { ...awaiting(2), issue_problem: 'issuer_out_of_gas' },
    ]);
    const address = companyAddress;
    const { wallet, user, container } = await renderConnected(
      <LicenceQueue wallet={address} companyWallet={address} />,
    );
    expect(
      await screen.findByText(
        'Not issued automatically: the issuer wallet’s permission for this product was taken back. Issue it here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/the issuer wallet cannot pay the gas/)).toBeInTheDocument();
    expect(screen.queryByText('Issuing automatically…')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Issue licences (2)' }));
    expect(
      await screen.findByText('No paid order is waiting for licence tokens.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(recorded.map((r) => r.orderId)).toEqual(['order-1', 'order-2']);
    expect(wallet.sentTransactions).toHaveLength(2);
  });
});

describe('Remixes (§10.4)', () => {
  it('lists the product’s remixes with the remix’s IP asset on Story’s explorer', async () => {
    const child = `0x${'b2'.repeat(20)}`;
    serveRemixes('p1', [remixOf({ child_ip_id: child })]);
    await renderConnected(<RemixesPanel productId="p1" />);
    expect(await screen.findByRole('link', { name: new RegExp(`Remix IP asset ${child}`) })).toHaveAttribute(
      'href',
      `https://explorer.story.foundation/ipa/${child}`,
    );
  });

  it('shows loading, then the read’s error with a retry, and after it says when there is no remix yet', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiUrl('products/products/p1/remixes/'), async () => {
        calls += 1;
        if (calls > 1) return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
        await held;
        return HttpResponse.json({ error: 'Database unreachable' }, { status: 503 });
      }),
    );
    const { user } = await renderConnected(<RemixesPanel productId="p1" />);
    expect(await screen.findByText('Loading remixes…', { selector: '[aria-hidden]' })).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('API call failed: 503')).toBeInTheDocument();
    expect(within(alert).getByText('Database unreachable')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No remix has been registered from this product’s licences yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the buyer’s remix checks the IP asset id, burns the tokens into it and records the hash', async () => {
    const child = `0x${'b2'.repeat(20)}`;
    const bodies = posts('products/remix-connect/', () =>
      HttpResponse.json({ remixes: [] }, { status: 201 }),
    );
    const { wallet, user } = await renderConnected(<RemixForm tokenIds={['7', '8']} productTitle="Loops" />);
    const field = screen.getByRole('textbox', { name: /Your IP asset ID/ });
    await user.type(field, '0x123');
    await user.click(screen.getByRole('button', { name: 'Register remix' }));
    expect(screen.getByText(/Enter an IP asset ID/)).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(0);

    await user.clear(field);
    await user.type(field, child);
    wallet.rejectNext('eth_sendTransaction');
    await user.click(screen.getByRole('button', { name: 'Register remix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your remix is registered on Story:')).toBeInTheDocument();
    expect(sent(wallet)).toEqual([
      {
        to: STORY_ADDRESSES.licensingModule.toLowerCase(),
        data: encodeRegisterDerivativeWithLicenseTokens({ childIpId: child, licenseTokenIds: ['7', '8'] })
          .data,
      },
    ]);
    expect(bodies).toEqual([{ tx_hash: wallet.sentTransactions[0]?.hash }]);
  });

  it('the remix records the same hash again after a failed record, and after a refusal for good sends anew', async () => {
    const child = `0x${'b3'.repeat(20)}`;
    const bodies = posts('products/remix-connect/', (count) =>
      count === 1
        ? HttpResponse.json({ error: 'Server error' }, { status: 503 })
        : count === 2
          ? HttpResponse.json(
              {
                error: 'Story transaction rejected: sent by another wallet (0x…)',
                fields: { tx_hash: 'sent by another wallet' },
              },
              { status: 409 },
            )
          : HttpResponse.json({ remixes: [] }, { status: 201 }),
    );
    const { wallet, user } = await renderConnected(<RemixForm tokenIds={['7']} productTitle="Loops" />);
    await user.type(screen.getByRole('textbox', { name: /Your IP asset ID/ }), child);
    await user.click(screen.getByRole('button', { name: 'Register remix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The remix is on Story, but OVERDIVE could not record it yet.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(wallet.sentTransactions).toHaveLength(1);
    // Refused for good: that transaction will never be accepted, so the next try is a new one.
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your remix is registered on Story:')).toBeInTheDocument();
    expect(wallet.sentTransactions).toHaveLength(2);
    expect(bodies.map((body) => body.tx_hash)).toEqual([
      wallet.sentTransactions[0]?.hash,
      wallet.sentTransactions[0]?.hash,
      wallet.sentTransactions[1]?.hash,
    ]);
  });
});
