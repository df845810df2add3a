// Recent transactions of the wallet (account dialog). Status words are translated, unlike the kit's.
export const transactions = {
  'transactions.recent': 'Recent Transactions',
  'transactions.clearAll': 'Clear All',
  'transactions.empty': '{app} transactions will appear here...',
  'transactions.viewMore': 'View more on explorer',
  'transactions.newTab': '(opens in a new tab)',
  'transactions.status.pending': 'Pending',
  'transactions.status.confirmed': 'Confirmed',
  'transactions.status.failed': 'Failed',
} as const;
