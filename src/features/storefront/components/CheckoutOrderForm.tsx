import { useState } from 'react';
import { useFeatureSelector } from '@/services/hooks';
import { Button, FormActions, FormError, TextField, validateEmail } from '@/components/forms';
import { config } from '@/services/config';
import { useI18n } from '@/services/i18n';
import { useTokenFormat } from '@/services/useTokenFormat';
import { activeProvider, shortenAddress, toWalletError } from '@/services/wallet';
import { selectConnectedAddress, selectIsWrongNetwork } from '../../wallet';
import { maxQuantity, totalOf } from '../checkout';
import { type StorefrontProduct } from '../storefrontTypes';
import { type Checkout } from '../useCheckout';
import styles from './storefront.module.css';

const timeFormat: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

/** Network switch of docs/product.md §3; a decline in the wallet is quiet. The page reloads when the chain changes. */
function SwitchNetwork() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={styles.notice}>
      <p>{t('storefront.checkout.wrongNetwork', { chain: config.chain.name })}</p>
      <Button
        variant="secondary"
        busy={busy}
        busyLabel={t('storefront.checkout.switching')}
        onClick={() => {
          setBusy(true);
          setFailed(null);
          const provider = activeProvider();
          if (!provider) {
            setBusy(false);
            return;
          }
          // Loaded on the click, as the wallet's network dialog loads it: few buyers need it on the brand page.
          import(/* webpackChunkName: "wallet-network" */ '@/services/wallet/chains')
            .then(({ switchProviderChain }) => switchProviderChain(provider, config.chain))
            .catch((error: unknown) => setFailed(toWalletError(error).message.slice(0, 300)))
            .finally(() => setBusy(false));
        }}
      >
        {t('storefront.checkout.switchNetwork', { chain: config.chain.name })}
      </Button>
      <FormError message={failed ? t('storefront.checkout.switchFailed') : null} detail={failed} />
    </div>
  );
}

/** The buy flow's first step (docs/product.md §9): quantity, e-mail, the total, and what must happen before paying. */
export function OrderForm({
  checkout,
  product,
  companyName,
  onConnect,
}: {
  checkout: Checkout;
  product: StorefrontProduct;
  companyName: string;
  onConnect: () => void;
}) {
  const { t, formatDate, formatNumber } = useI18n();
  const tokens = useTokenFormat();
  const address = useFeatureSelector(selectConnectedAddress);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const { state } = checkout;
  const [quantityText, setQuantityText] = useState(String(state.quantity));
  const [touched, setTouched] = useState(false);
  const max = maxQuantity(product);
  const quantity = /^\d{1,3}$/.test(quantityText.trim()) ? Number(quantityText.trim()) : NaN;
  const quantityValid = Number.isInteger(quantity) && quantity >= 1 && quantity <= max;
  // Optional; when given, what the API's z.email() takes (components/forms/validators).
  const emailValid = validateEmail(state.email) === null;
  const total = totalOf(product, quantityValid ? quantity : state.quantity);
  const totalText = total === null ? '—' : tokens.money(total, product.price.token);
  const canPay = Boolean(address) && !wrongNetwork && quantityValid && emailValid;

  return (
    <form
      className={styles.checkoutForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (canPay) checkout.pay();
      }}
    >
      <TextField
        label={t('storefront.checkout.quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={quantityText}
        hint={t('storefront.checkout.quantityHint', { max: formatNumber(max) })}
        error={
          !quantityValid && (touched || quantityText !== '')
            ? t('storefront.checkout.quantityInvalid', { max: formatNumber(max) })
            : null
        }
        onChange={(event) => {
          setQuantityText(event.target.value);
          const next = Number(event.target.value);
          if (Number.isInteger(next) && next >= 1 && next <= max) checkout.setQuantity(next);
        }}
      />
      <TextField
        label={t('storefront.checkout.email')}
        optionalLabel={t('storefront.checkout.optional')}
        type="email"
        autoComplete="email"
        value={state.email}
        hint={t('storefront.checkout.emailHint', { name: companyName })}
        error={!emailValid && touched ? t('storefront.checkout.emailInvalid') : null}
        onChange={(event) => checkout.setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <dl className={styles.checkoutSummary}>
        <div>
          <dt>{t('storefront.checkout.unitPrice')}</dt>
          <dd>{tokens.money(product.price.amount, product.price.token)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{t('storefront.checkout.total')}</dt>
          <dd>{totalText}</dd>
        </div>
        {address ? (
          <div>
            <dt>{t('storefront.checkout.payingFrom')}</dt>
            <dd className={styles.mono} title={address}>
              {shortenAddress(address, 6, 4)}
            </dd>
          </div>
        ) : null}
      </dl>
      {state.order && state.order.status === 'pending_payment' ? (
        <p className={styles.muted}>
          {t('storefront.checkout.pendingOrder', {
            number: state.order.number,
            time: formatDate(state.order.expires_at, timeFormat),
          })}
        </p>
      ) : null}
      <FormError
        message={state.failure ? t(state.failure.key, state.failure.params) : null}
        detail={state.failure?.detail ?? null}
      />
      {!address ? (
        <div className={styles.notice}>
          <p>{t('storefront.checkout.connectNeeded')}</p>
          <Button variant="secondary" onClick={onConnect}>
            {t('storefront.checkout.connect')}
          </Button>
        </div>
      ) : wrongNetwork ? (
        <SwitchNetwork />
      ) : null}
      <FormActions>
        <Button type="submit" disabled={!canPay}>
          {t('storefront.checkout.pay', { total: totalText })}
        </Button>
      </FormActions>
    </form>
  );
}
