import { jsonField, readItem, removeItem, storageKeys, writeItem } from '../../services/storage';
import { type NewTransaction, type Transaction, type TransactionStatus } from './transactionTypes';
import { transactionProblems } from './transactionValidation';
export { assertValidTransaction, transactionProblems } from './transactionValidation';
export type { NewTransaction, Transaction, TransactionStatus } from './transactionTypes';

// The recent-transaction store of the wallet kit (wallet-kit reference §1), as pure functions over the exact
// `rk-transactions` format: `{ [address]: { [chainId]: Transaction[] } }`, newest first, the address as the wallet
// reports it. Every mutation re-reads storage first so several tabs never overwrite each other.

export type TransactionStore = Record<string, Record<string, Transaction[]>>;

/** The kit keeps at most this many finished entries per address and chain (its `<=` test keeps 11, not 10). */
export const maxFinishedTransactions = 11;

const addressPattern = /^0x[0-9a-fA-F]{40}$/;
const chainIdPattern = /^[1-9]\d{0,15}$/;
const maxDescriptionLength = 1000;
const maxStoredPerChain = 200;

/** Drops the oldest finished entries beyond the cap; pending ones always stay. */
export function capFinished(transactions: readonly Transaction[]): Transaction[] {
  let finished = 0;
  return transactions.filter((transaction) => {
    if (transaction.status === 'pending') return true;
    finished += 1;
    return finished <= maxFinishedTransactions;
  });
}

/** Puts the transaction first as pending, removing an older entry with the same hash. */
export function withTransactionAdded(
  transactions: readonly Transaction[],
  added: NewTransaction,
): Transaction[] {
  const entry: Transaction = {
    hash: added.hash,
    description: added.description,
    status: 'pending',
    ...(added.confirmations !== undefined ? { confirmations: added.confirmations } : {}),
  };
  return capFinished([
    entry,
    ...transactions.filter((transaction) => transaction.hash.toLowerCase() !== added.hash.toLowerCase()),
  ]);
}

export function withStatus(
  transactions: readonly Transaction[],
  hash: string,
  status: TransactionStatus,
): Transaction[] {
  return capFinished(
    transactions.map((transaction) =>
      transaction.hash.toLowerCase() === hash.toLowerCase() ? { ...transaction, status } : transaction,
    ),
  );
}

export interface TransactionAccount {
  /** As the wallet reports it (usually checksummed). */
  address: string;
  chainId: number;
}

export function transactionsOf(
  store: TransactionStore,
  { address, chainId }: TransactionAccount,
): Transaction[] {
  return store[address]?.[String(chainId)] ?? [];
}

/** A copy of `store` with the list of one address and chain replaced; an empty list removes the chain key. */
export function withTransactionsOf(
  store: TransactionStore,
  { address, chainId }: TransactionAccount,
  transactions: Transaction[],
): TransactionStore {
  const chains = { ...(store[address] ?? {}) };
  if (transactions.length > 0) chains[String(chainId)] = transactions;
  else delete chains[String(chainId)];
  return { ...store, [address]: chains };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeTransaction(value: unknown): Transaction | null {
  if (!isPlainObject(value) || transactionProblems(value).length > 0) return null;
  const { hash, description, status, confirmations } = value as unknown as Transaction;
  if (status !== 'pending' && status !== 'confirmed' && status !== 'failed') return null;
  if (description.length > maxDescriptionLength) return null;
  return { hash, description, status, ...(confirmations !== undefined ? { confirmations } : {}) };
}

/**
 * Strict reading of a stored value (docs/product.md §4: tampered values are treated as empty): anything that is not the
 * documented shape is dropped, down to the single record.
 */
export function decodeTransactionStore(value: unknown): TransactionStore {
  if (!isPlainObject(value)) return {};
  const store: TransactionStore = {};
  for (const [address, chains] of Object.entries(value)) {
    if (!addressPattern.test(address) || !isPlainObject(chains)) continue;
    const decodedChains: Record<string, Transaction[]> = {};
    for (const [chainId, list] of Object.entries(chains)) {
      if (!chainIdPattern.test(chainId) || !Array.isArray(list)) continue;
      const transactions = list
        .slice(0, maxStoredPerChain)
        .map(decodeTransaction)
        .filter((transaction): transaction is Transaction => transaction !== null);
      if (transactions.length > 0) decodedChains[chainId] = transactions;
    }
    store[address] = decodedChains;
  }
  return store;
}

const transactionsField = jsonField<TransactionStore>(storageKeys.transactions, decodeTransactionStore);

/**
 * The stored transactions; missing, unreadable or tampered storage reads as `{}`. A tampered value is also repaired
 * (docs/product.md §4, docs/security.md): what could not be read is removed, and a value whose bad parts were dropped is written
 * back without them, so a megabyte of garbage does not sit in the storage quota for good.
 */
export function readTransactionStore(): TransactionStore {
  const raw = readItem(transactionsField.key);
  if (raw === null) return {};
  let store: TransactionStore | undefined;
  try {
    store = transactionsField.decode(raw);
  } catch {
    store = undefined;
  }
  if (store === undefined || Object.keys(store).length === 0) {
    removeItem(transactionsField.key);
    return {};
  }
  const canonical = transactionsField.encode(store);
  if (canonical !== null && canonical !== raw) writeItem(transactionsField.key, canonical);
  return store;
}

export function writeTransactionStore(store: TransactionStore): void {
  const encoded = transactionsField.encode(store);
  if (encoded === null) removeItem(transactionsField.key);
  else writeItem(transactionsField.key, encoded);
}

/**
 * Re-reads storage, changes the list of one address and chain, writes the whole value back (kit §1.3, so several
 * tabs never overwrite each other) and returns it for the store's mirror.
 */
export function mutateTransactions(
  account: TransactionAccount,
  change: (transactions: Transaction[]) => Transaction[],
): TransactionStore {
  const latest = readTransactionStore();
  const next = withTransactionsOf(latest, account, change(transactionsOf(latest, account)));
  writeTransactionStore(next);
  return next;
}
