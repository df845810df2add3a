// The public face of the transactions feature (docs/architecture.md): other features, app/ and
// the tests import it from here, never from its files.
export { waitForReceipt } from './receiptWatcher';
export { addTransactionListeners } from './transactionsListeners';
export { transactionsReducer, transactionAdded } from './transactionsSlice';
