import { type NewTransaction } from './transactionTypes';

// The kit's transaction validation (docs/product.md §17, wallet-kit reference §1.2), kept apart from the store so
// that adding a transaction can reject bad input at once while the store itself loads on first use.

const hashPattern = /^0x[0-9a-fA-F]{64}$/;

/** The failure lines of docs/product.md §17, in the kit's order; empty when the transaction is valid. */
export function transactionProblems(transaction: unknown): string[] {
  const { hash, description, confirmations } = (transaction ?? {}) as Partial<Record<string, unknown>>;
  const problems: string[] = [];
  if (typeof hash !== 'string' || !hashPattern.test(hash)) problems.push('Invalid transaction hash');
  if (typeof description !== 'string') problems.push('Transaction must have a description');
  if (
    confirmations !== undefined &&
    !(typeof confirmations === 'number' && Number.isInteger(confirmations) && confirmations >= 1)
  ) {
    problems.push('Transaction confirmations must be a positiver integer');
  }
  return problems;
}

/** Throws the kit's error (`Unable to add transaction` and one line per problem) for an invalid transaction. */
export function assertValidTransaction(transaction: unknown): asserts transaction is NewTransaction {
  const problems = transactionProblems(transaction);
  if (problems.length > 0) throw new Error(['Unable to add transaction', ...problems].join('\n'));
}
