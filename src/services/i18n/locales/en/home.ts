// / Home (docs/product.md §9).
export const home = {
  'home.title': 'Home',
  'home.storyLoading': 'Loading licences to issue…',
  'home.newTab': 'opens in a new tab',

  'home.kpi.title': 'Key figures',
  'home.kpi.loading': 'Loading key figures…',
  'home.revenue.last30': 'Revenue, last 30 days ({symbol})',
  'home.revenue.allTime': 'Revenue, all time ({symbol})',
  'home.revenue.none': 'No accepted stablecoin is configured yet.',
  'home.chart.title': 'Daily revenue, last 30 days',
  'home.chart.tokenTitle': '{symbol} per day',
  'home.chart.max': 'Highest day: {amount}',
  'home.chart.day': '{date}: {amount}',
  'home.chart.keyboardHint':
    'Use the left and right arrow keys to move between days; the table below lists every day.',
  'home.chart.none': 'No sales in the last 30 days.',
  'home.chart.date': 'Date',
  'home.chart.revenue': 'Revenue ({symbol})',
  'home.kpi.paid': 'Paid orders',
  'home.kpi.awaitingCompletion': '{count} awaiting completion',
  'home.kpi.viewPaid': 'View paid orders',
  'home.kpi.pending': 'Pending payment',
  'home.kpi.viewPending': 'View pending orders',
  'home.kpi.published': 'Published products',
  'home.kpi.viewProducts': 'View products',

  'home.latest.title': 'Latest orders',
  'home.latest.viewAll': 'View all orders',
  'home.latest.loading': 'Loading the latest orders…',
  'home.latest.empty.title': 'No orders yet',
  'home.latest.empty.body': 'Share your public page so buyers can purchase your products.',

  'home.wallet.title': 'Wallet balances',
  'home.wallet.loading': 'Loading balances…',
  'home.wallet.address': 'Payout wallet',
  'home.wallet.unavailable': 'Unavailable',
  'home.wallet.empty': 'No balances to show.',

  'home.payoutChanges.title': 'Your payout address was changed',
  'home.payoutChanges.change': 'On {date}:',
  'home.payoutChanges.notYou':
    'Buyers now pay the new address. If you did not make this change, set your address again and sign out your other sessions.',
  'home.payoutChanges.manage': 'Go to Manage',
  'home.payoutChanges.failed': 'Recent payout address changes could not be loaded. {reason}',
} as const;
