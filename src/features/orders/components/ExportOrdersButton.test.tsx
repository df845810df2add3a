import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { serveRefresh } from '@tests/msw/serve/company';
import { csvStream, serveOrders } from '@tests/msw/serve/orders';
import { renderRoute } from '@tests/renderWithProviders';
import { exportCsvOf, makeOrder, pageOf } from '@tests/support/orderFixtures';
import { signedInState } from '@tests/support/signedIn';
import { tokenValidFor, walletA } from '@tests/support/tokens';
import OrdersPage from '../pages/OrdersPage';

// docs/product.md §9: the orders screen's CSV export is the API's file (GET products/orders/export.csv) of the screen's
// filters and sort, received as a stream with its progress, cancellable, saved under the API's name.

const orders = Array.from({ length: 300 }, (_, index) =>
  makeOrder({
    number: `ORD-2026-${String(index + 1).padStart(6, '0')}`,
    note: index === 0 ? 'two\nlines' : '',
  }),
);

interface Saved {
  fileName: string;
  blob: Blob;
}

/** Catches what the screen saves: the object URL's Blob and the link's file name, instead of a real download. */
function catchDownloads(): { saved: Saved[]; restore: () => void } {
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:orders-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href) as Blob });
  });
  return { saved, restore: () => click.mockRestore() };
}

function renderOrders(path: string, locale: 'en' | 'ko' = 'en') {
  return renderRoute(path, {
    locale,
    preloadedState: signedInState(walletA),
    routes: [{ path: '/order', element: <OrdersPage /> }],
  });
}

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

describe('Export CSV', () => {
  it("downloads the API's file of the screen's filters, with its progress, under the API's name", async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const text = exportCsvOf(orders);
    const seen = serveOrders({
      list: () => HttpResponse.json(pageOf(orders.slice(0, 20), orders.length)),
      exportCsv: () => csvStream(text, { chunks: 4, hold, fileName: 'orders-paid-2026-11-21.csv' }),
    });
    renderOrders('/order?status=paid&search=ORD&ordering=number&page=2');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    // The last piece is held back: the orders received so far are said against the list's count.
    expect(await screen.findByText(/^Exporting \d+ of 300 orders…$/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Exporting…' })).toHaveAttribute('max', '300');
    expect(downloads.saved).toHaveLength(0);
    release();
    expect(await screen.findByText('Exported 300 orders.')).toBeInTheDocument();

    const [request] = seen.exports;
    expect(seen.exports).toHaveLength(1);
    // The list's filters and sort, no paging, the dashboard's language; the session's bearer token.
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      status: 'paid',
      search: 'ORD',
      ordering: 'number',
      locale: 'en',
    });
    expect(request?.authorization).toMatch(/^Bearer \S+\.\S+\.\S+$/);
    expect(downloads.saved).toHaveLength(1);
    const [file] = downloads.saved;
    expect(file?.fileName).toBe('orders-paid-2026-11-21.csv');
    expect(file?.blob.type).toBe('text/csv;charset=utf-8');
    // Byte for byte the API's file, its byte order mark first.
    const bytes = new Uint8Array(await (file as Saved).blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes).toEqual(new TextEncoder().encode(text));
  });

  it('asks for the Korean file in Korean, and says an estimated count as such', async () => {
    const seen = serveOrders({
      list: () => HttpResponse.json(pageOf(orders.slice(0, 20), 1_200_000, null, { estimate: true })),
      exportCsv: () => csvStream(exportCsvOf(orders)),
    });
    renderOrders('/order?from=2026-01-01', 'ko');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    expect(await screen.findByText('주문 300건을 내보냈습니다.')).toBeInTheDocument();
    expect(seen.exports[0]?.params.get('locale')).toBe('ko');
    expect(seen.exports[0]?.params.get('from')).toBe(new Date(2026, 0, 1).toISOString());
  });

  it('shows the orders received against an estimated count, without a progress bar', async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveOrders({
      list: () => HttpResponse.json(pageOf(orders.slice(0, 20), 1_200_000, null, { estimate: true })),
      exportCsv: () => csvStream(exportCsvOf(orders), { chunks: 3, hold }),
    });
    renderOrders('/order?search=ORD');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Exporting \d+ of about 1,200,000 orders…$/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Exported 300 orders.')).toBeInTheDocument();
  });

  it('stops the download on Cancel and saves nothing', async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveOrders({ exportCsv: () => csvStream(exportCsvOf(orders), { chunks: 3, hold }) });
    renderOrders('/order');
    await screen.findByRole('table');
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(exportButton);
    expect(exportButton).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel export' }));
    expect(screen.getByText('Export cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument();
    // The keyboard stays on the export button, ready again.
    expect(exportButton).toHaveFocus();
    expect(exportButton).not.toHaveAttribute('aria-busy');
    // What the API would still have sent is not saved.
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(downloads.saved).toHaveLength(0);
    expect(screen.getByText('Export cancelled.')).toBeInTheDocument();
  });

  it('says why a failed export failed, keeps the list, and can try again', async () => {
    let fail = true;
    serveOrders({
      exportCsv: () =>
        fail
          ? HttpResponse.json({ error: 'database unavailable' }, { status: 500 })
          : csvStream(exportCsvOf(orders.slice(0, 2))),
    });
    renderOrders('/order');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed: API call failed: 500 (database unavailable)',
    );
    expect(downloads.saved).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'ORD-2026-000001' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 orders.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the network is down', async () => {
    serveOrders({ exportCsv: () => HttpResponse.error() });
    renderOrders('/order');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The export failed: /);
    expect(downloads.saved).toHaveLength(0);
  });

  it('renews an expired session once, as every call does, and downloads with the new token', async () => {
    const renewed = tokenValidFor(7200, walletA);
    const refresh = serveRefresh(() => HttpResponse.json({ token: renewed }));
    const seen = serveOrders({
      exportCsv: () =>
        seen.exports.length === 1
          ? HttpResponse.json({ error: 'Token expired' }, { status: 401 })
          : csvStream(exportCsvOf(orders.slice(0, 2))),
    });
    renderOrders('/order');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 orders.')).toBeInTheDocument();
    expect(refresh.calls).toBe(1);
    expect(seen.exports.map((request) => request.authorization)).toEqual([
      expect.not.stringContaining(renewed),
      `Bearer ${renewed}`,
    ]);
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
  });
});
