/**
 * The mail the API sent during the run (docs/product.md §11.3), as the suite's mail catcher (scripts/mailCatcher.ts,
 * started by globalSetup) caught it: nothing is delivered anywhere.
 */
import { type CaughtMail } from '../../../scripts/mailCatcher.js';
import { type E2EEnv } from './env';

export type { CaughtMail };

/** Every mail caught so far, oldest first (all specs share the catcher: filter by recipient or order number). */
export async function caughtMails(e2e: E2EEnv): Promise<CaughtMail[]> {
  const response = await fetch(`${e2e.mailInboxUrl}api/mails`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}
