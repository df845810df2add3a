// The development wallet's screens (docs/product.md §2): an account button, an account picker, and a confirmation sheet
// for every connection, signature and transaction, showing what is signed, to whom and how much, with Approve and
// Reject. Closing the sheet (Escape, the close button, the backdrop) rejects, as in a real wallet.
import { Fragment, useId, useState, useSyncExternalStore } from 'react';
import { Dialog } from '../../../components/Dialog';
import { shortenAddress } from '../format';
import { type ConfirmationQueue, type PendingConfirmation } from './confirmations';
import { type Confirmation, type DevWalletProvider } from './provider';
import styles from './DevWallet.module.css';

export const devWalletName = 'OVERDIVE Dev Wallet';
/** How many of the test accounts the local chain funds with test USDC (scripts/devnet). */
const FUNDED_ACCOUNTS = 10;

function AccountPicker({
  wallet,
  onPicked,
}: {
  wallet: DevWalletProvider;
  onPicked: (index: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Account</label>
      <select
        id={id}
        className={styles.select}
        value={wallet.selectedAccount.index}
        onChange={(event) => onPicked(Number(event.target.value))}
      >
        {wallet.accounts.map((account) => (
          <option key={account.index} value={account.index}>
            #{account.index} {shortenAddress(account.address)}
            {account.index < FUNDED_ACCOUNTS ? ' · test USDC' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function title(request: Confirmation): string {
  if (request.kind === 'connect') return 'Connect to this site?';
  if (request.kind === 'sign') return 'Signature request';
  if (request.kind === 'batch') return `Confirm ${request.calls.length} transactions`;
  return request.tokenTransfer === null ? 'Confirm transaction' : 'Confirm payment';
}

function Details({ request }: { request: Confirmation }) {
  if (request.kind === 'connect') {
    return (
      <dl className={styles.details}>
        <dt>Site</dt>
        <dd>{request.origin}</dd>
      </dl>
    );
  }
  if (request.kind === 'sign') {
    return (
      <>
        <dl className={styles.details}>
          <dt>Site</dt>
          <dd>{request.origin}</dd>
          <dt>Signed by</dt>
          <dd>{request.account}</dd>
        </dl>
        <p className={styles.note}>You sign this message (no transaction, no fee):</p>
        <textarea
          className={styles.message}
          readOnly
          rows={Math.min(12, request.message.split('\n').length + 1)}
          value={request.message}
          aria-label="Message to sign"
        />
      </>
    );
  }
  if (request.kind === 'batch') {
    return (
      <dl className={styles.details}>
        {request.calls.map((call, index) => (
          <Fragment key={index}>
            <dt>{`Call ${index + 1}`}</dt>
            <dd>{`${call.to} ${call.data.slice(0, 42)}${call.data.length > 42 ? '…' : ''}`}</dd>
          </Fragment>
        ))}
        <dt>From</dt>
        <dd>{request.account}</dd>
        <dt>Site</dt>
        <dd>{request.origin}</dd>
      </dl>
    );
  }
  const transfer = request.tokenTransfer;
  return (
    <dl className={styles.details}>
      {transfer !== null && (
        <>
          <dt>Amount</dt>
          <dd className={styles.amount}>
            {transfer.amount} {transfer.symbol}
          </dd>
          <dt>To</dt>
          <dd>{transfer.recipient}</dd>
          <dt>Token</dt>
          <dd>{transfer.token}</dd>
        </>
      )}
      {transfer === null && (
        <>
          <dt>To</dt>
          <dd>{request.to}</dd>
          <dt>Value</dt>
          <dd className={styles.amount}>{request.value}</dd>
          <dt>Data</dt>
          <dd>
            {request.data === '0x'
              ? 'none'
              : `${request.data.slice(0, 74)}${request.data.length > 74 ? '…' : ''}`}
          </dd>
        </>
      )}
      <dt>From</dt>
      <dd>{request.account}</dd>
      <dt>Site</dt>
      <dd>{request.origin}</dd>
    </dl>
  );
}

function ConfirmationSheet({
  pending,
  wallet,
  onPicked,
}: {
  pending: PendingConfirmation;
  wallet: DevWalletProvider;
  onPicked: (index: number) => void;
}) {
  const { request, answer } = pending;
  return (
    <Dialog
      open
      onClose={() => answer(false)}
      title={title(request)}
      closeLabel="Reject"
      testId="dev-wallet-sheet"
    >
      <div className={styles.content}>
        <p className={styles.note}>{devWalletName}: local test accounts, development builds only.</p>
        {request.kind === 'connect' && <AccountPicker wallet={wallet} onPicked={onPicked} />}
        <Details request={request} />
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => answer(false)}>
            Reject
          </button>
          <button type="button" className={`${styles.button} ${styles.approve}`} onClick={() => answer(true)}>
            Approve
          </button>
        </div>
      </div>
    </Dialog>
  );
}

export function DevWallet({ wallet, queue }: { wallet: DevWalletProvider; queue: ConfirmationQueue }) {
  const pending = useSyncExternalStore(queue.subscribe, queue.current);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [selected, setSelected] = useState(wallet.selectedAccount.index);
  const pick = (index: number) => {
    wallet.selectAccount(index);
    setSelected(index);
  };
  const address = wallet.accounts[selected]?.address ?? '';
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        onClick={() => setPickerOpen(true)}
        aria-haspopup="dialog"
        data-testid="dev-wallet-button"
      >
        <span className={styles.badge}>DEV</span>
        <span>
          {devWalletName} · #{selected} {shortenAddress(address)}
        </span>
      </button>
      <Dialog
        open={pickerOpen && pending === null}
        onClose={() => setPickerOpen(false)}
        title={devWalletName}
        closeLabel="Close"
        testId="dev-wallet-accounts"
      >
        <div className={styles.content}>
          <p className={styles.note}>
            The local chain&apos;s public test accounts (Hardhat&apos;s well-known keys: never send real funds
            to them). The first {FUNDED_ACCOUNTS} start with 1 000 000 test USDC. A connected site follows the
            account you pick.
          </p>
          <AccountPicker wallet={wallet} onPicked={pick} />
          <p className={styles.note}>
            {wallet.isConnected ? 'Connected to this site.' : 'Not connected to this site.'}
          </p>
        </div>
      </Dialog>
      {pending !== null && (
        <ConfirmationSheet key={pending.id} pending={pending} wallet={wallet} onPicked={pick} />
      )}
    </>
  );
}
