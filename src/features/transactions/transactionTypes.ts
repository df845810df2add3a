// A recent transaction of the wallet kit (wallet-kit reference §1), shared by the store and its validation.

export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

export interface Transaction {
  /** 0x followed by 64 hex characters. */
  hash: string;
  description: string;
  status: TransactionStatus;
  /** Blocks to wait for; at least 1. */
  confirmations?: number;
}

/** What a feature adds: the record without its status, which always starts as pending. */
export type NewTransaction = Omit<Transaction, 'status'>;
