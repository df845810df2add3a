import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { serveOrders } from '@tests/msw/serve/orders';
import { renderWithProviders } from '@tests/renderWithProviders';
import { makeStats, revenueDays } from '@tests/support/orderFixtures';
import { signedInState } from '@tests/support/signedIn';
import { walletA } from '@tests/support/tokens';
import { RevenueChart } from './RevenueChart';

// Home's daily revenue chart (docs/product.md §9): per token, 30 days, a table behind it for screen readers, and a
// tooltip for each day that the keyboard reaches as well as the pointer. The statistics are makeStats(), the default
// handlers' (tests/msw/handlers/orders.ts): 75 USDC.e on 18 November, 12.50 on the 20th.

function renderChart(locale: 'en' | 'ko' = 'en') {
  return renderWithProviders(<RevenueChart wallet={walletA} />, {
    locale,
    preloadedState: signedInState(walletA),
  });
}

describe('RevenueChart', () => {
  it('lists every day in a table for screen readers', async () => {
    renderChart();
    const card = await screen.findByRole('region', { name: 'Daily revenue, last 30 days' });
    const table = await within(card).findByRole('table', { name: 'USDC.e per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(table).getByRole('columnheader', { name: 'Revenue (USDC.e)' })).toBeInTheDocument();
    const nov18 = within(table).getByRole('rowheader', { name: 'Nov 18, 2026' }).closest('tr') as HTMLElement;
    expect(within(nov18).getByText('75.00 USDC.e')).toBeInTheDocument();
    expect(within(card).getByText('Highest day: 75.00 USDC.e')).toBeInTheDocument();
    // The tallest day fills the plot; an empty day draws no bar.
    const bars = within(card).getAllByRole('img');
    expect(bars).toHaveLength(30);
    expect(bars[29]).toHaveAccessibleName('Nov 20, 2026: 12.50 USDC.e');
  });

  it('reaches each day from the keyboard with one tab stop and shows its tooltip', async () => {
    const user = userEvent.setup();
    renderChart();
    const chart = await screen.findByRole('group', { name: 'USDC.e per day' });
    expect(chart).toHaveAccessibleDescription(/arrow keys/);
    await user.tab();
    const today = within(chart).getByRole('img', { name: 'Nov 20, 2026: 12.50 USDC.e' });
    expect(today).toHaveFocus();
    const plot = chart.parentElement as HTMLElement;
    expect(within(plot).getByText('12.50 USDC.e')).toBeVisible();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(chart).getByRole('img', { name: 'Nov 18, 2026: 75.00 USDC.e' })).toHaveFocus();
    expect(within(plot).getByText('75.00 USDC.e')).toBeInTheDocument();
    expect(within(plot).queryByText('12.50 USDC.e')).not.toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(within(chart).getByRole('img', { name: 'Oct 22, 2026: 0.00 USDC.e' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(plot).queryByText('Oct 22, 2026')).not.toBeInTheDocument();

    // Tab leaves the chart at once: the other 29 days are not tab stops.
    await user.tab();
    expect(chart).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(within(chart).getByRole('img', { name: 'Oct 22, 2026: 0.00 USDC.e' })).toHaveFocus();
  });

  it('shows a tooltip on pointer hover', async () => {
    const user = userEvent.setup();
    renderChart();
    const chart = await screen.findByRole('group', { name: 'USDC.e per day' });
    await user.hover(within(chart).getByRole('img', { name: 'Nov 18, 2026: 75.00 USDC.e' }));
    expect(within(chart.parentElement as HTMLElement).getByText('Nov 18, 2026')).toBeInTheDocument();
  });

  it('draws one chart per token, and says so when a token sold nothing', async () => {
    serveOrders({
      stats: makeStats({
        revenue: [
          ...makeStats().revenue,
          {
            token_symbol: 'USDT',
            token_address: '0x2222222222222222222222222222222222222222',
            decimals: 6,
            last_30_days: '0',
            all_time: '0',
            daily: revenueDays('2026-11-20'),
          },
        ],
      }),
    });
    renderChart();
    expect(await screen.findByRole('group', { name: 'USDC.e per day' })).toBeInTheDocument();
    const usdt = screen.getByRole('figure', { name: 'USDT per day' });
    expect(within(usdt).getByText('No sales in the last 30 days.')).toBeInTheDocument();
    expect(within(usdt).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows its shape while loading', async () => {
    let answer: (() => void) | undefined;
    serveOrders({
      stats: async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(makeStats());
      },
    });
    renderChart();
    expect(await screen.findByTestId('revenue-chart-skeleton')).toBeInTheDocument();
    answer?.();
    expect(await screen.findByRole('group', { name: 'USDC.e per day' })).toBeInTheDocument();
    expect(screen.queryByTestId('revenue-chart-skeleton')).not.toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    renderChart('ko');
    expect(await screen.findByRole('region', { name: '최근 30일 일별 매출' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '일별 USDC.e' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '날짜' })).toBeInTheDocument();
  });
});
