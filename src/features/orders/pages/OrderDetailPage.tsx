import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Card } from '../../../components/Card';
import { ExternalLink } from '../../../components/ExternalLink';
import { buttonClassName, CopyButton } from '../../../components/forms';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { EmptyState, SkeletonDetail } from '../../../components/StatusView';
import { explorerAddressUrl, explorerTxUrl } from '../../../services/config';
import { useI18n, useT } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { OrderActions } from '../components/OrderActions';
import { OrderMails } from '../components/OrderMails';
import { OrderNote } from '../components/OrderNote';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { OrderTimeline } from '../components/OrderTimeline';
import { useGetOrderQuery } from '../ordersApi';
import { type OrderDetail } from '../orderTypes';
import styles from '../components/OrderDetail.module.css';
import { QueryErrorState } from '../../../components/QueryErrorState';

const dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** One of the detail's cards; its class narrows the card on phones. */
function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card titleId={id} title={title} className={styles.card}>
      {children}
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detailRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const tokenIdPattern = /^\d{1,78}$/;
const txHashPattern = /^0x[0-9a-fA-F]{64}$/;

/**
 * The order's licence as the licensor knows it (docs/product.md §9: product name and token ids with explorer links and
 * their verification pages, never a bare id): each token links to its public verification page (§11.2), and the
 * transaction that minted them to the chain explorer; before minting, or for a product not registered on Story, the
 * screen says so.
 */
function LicenseSummary({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const minted = order.license_tokens;
  const ids = minted?.token_ids.filter((id) => tokenIdPattern.test(id)) ?? [];
  const mintTx = minted && txHashPattern.test(minted.mint_tx_hash) ? minted.mint_tx_hash : null;
  return (
    <div className={styles.license}>
      <span>{order.product_title}</span>
      {ids.length > 0 && mintTx ? (
        <>
          <ul className={styles.licenseTokens}>
            {ids.map((id) => (
              <li key={id}>
                <PrefetchLink to={paths.license(id)}>{t('orders.detail.licenseToken', { id })}</PrefetchLink>
              </li>
            ))}
          </ul>
          <ExternalLink href={explorerTxUrl(mintTx)} trusted newTabLabel={t('orders.newTab')}>
            {t('orders.detail.mintTx')}
          </ExternalLink>
        </>
      ) : (
        <span className={styles.muted}>{t('orders.detail.licenseNotMinted')}</span>
      )}
    </div>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t, formatDate, formatNumber } = useI18n();
  const tokens = useTokenFormat();
  const newTab = t('orders.newTab');
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('orders.detail.title', { number: order.number })}</h1>
        <OrderStatusBadge status={order.status} />
      </header>

      <div className={styles.grid}>
        <Section title={t('orders.detail.summary')} id="order-summary">
          <dl className={styles.details}>
            <Detail label={t('orders.detail.product')}>{order.product_title}</Detail>
            <Detail label={t('orders.detail.quantity')}>{formatNumber(order.quantity)}</Detail>
            <Detail label={t('orders.detail.unitPrice')}>
              {tokens.money(order.unit_price, order.token)}
            </Detail>
            <Detail label={t('orders.detail.total')}>
              <strong>{tokens.money(order.total, order.token)}</strong>
            </Detail>
            <Detail label={t('orders.detail.created')}>
              <time dateTime={order.created_at}>{formatDate(order.created_at, dateFormat)}</time>
            </Detail>
            {order.status === 'pending_payment' ? (
              <Detail label={t('orders.detail.expires')}>
                <time dateTime={order.expires_at}>{formatDate(order.expires_at, dateFormat)}</time>
              </Detail>
            ) : null}
            {order.license_id ? (
              <Detail label={t('orders.detail.license')}>
                <LicenseSummary order={order} />
              </Detail>
            ) : null}
          </dl>
        </Section>

        <Section title={t('orders.detail.buyer')} id="order-buyer">
          <dl className={styles.details}>
            <Detail label={t('orders.detail.buyerAddress')}>
              <span className={styles.address}>{order.buyer_address}</span>
            </Detail>
            <Detail label={t('orders.detail.buyerEmail')}>
              {order.buyer_email ? (
                <a href={`mailto:${order.buyer_email}`}>{order.buyer_email}</a>
              ) : (
                <span className={styles.muted}>{t('orders.detail.noEmail')}</span>
              )}
            </Detail>
            {order.mails.length > 0 ? (
              <Detail label={t('orders.detail.mails')}>
                <OrderMails mails={order.mails} />
              </Detail>
            ) : null}
          </dl>
          <div className={styles.inlineActions}>
            <CopyButton
              text={order.buyer_address}
              label={t('orders.detail.copyAddress')}
              copiedLabel={t('orders.detail.copied')}
            />
            <ExternalLink
              href={explorerAddressUrl(order.buyer_address)}
              newTabLabel={newTab}
              className={buttonClassName('ghost')}
              ariaLabel={t('orders.detail.viewBuyerOnExplorer')}
            >
              {t('orders.detail.viewOnExplorer')}
            </ExternalLink>
          </div>
        </Section>

        <Section title={t('orders.detail.payment')} id="order-payment">
          <dl className={styles.details}>
            <Detail label={t('orders.detail.payTo')}>
              <ExternalLink
                href={explorerAddressUrl(order.pay_to)}
                newTabLabel={newTab}
                className={styles.address}
              >
                {order.pay_to}
              </ExternalLink>
            </Detail>
            <Detail label={t('orders.detail.paymentTx')}>
              {order.payment_tx_hash ? (
                <ExternalLink
                  href={explorerTxUrl(order.payment_tx_hash)}
                  newTabLabel={newTab}
                  className={styles.address}
                >
                  {order.payment_tx_hash}
                </ExternalLink>
              ) : (
                <span className={styles.muted}>{t('orders.detail.noPayment')}</span>
              )}
            </Detail>
            {order.overpaid && order.overpaid !== '0' ? (
              <Detail label={t('orders.detail.overpaid')}>
                <strong>{tokens.money(order.overpaid, order.token)}</strong>
                <span className={styles.muted}> {t('orders.detail.overpaidHint')}</span>
              </Detail>
            ) : null}
            {order.paid_at ? (
              <Detail label={t('orders.detail.paidAt')}>
                <time dateTime={order.paid_at}>{formatDate(order.paid_at, dateFormat)}</time>
              </Detail>
            ) : null}
            {order.refund_tx_hash && txHashPattern.test(order.refund_tx_hash) ? (
              <Detail label={t('orders.detail.refundTx')}>
                <ExternalLink
                  href={explorerTxUrl(order.refund_tx_hash)}
                  newTabLabel={newTab}
                  className={styles.address}
                >
                  {order.refund_tx_hash}
                </ExternalLink>
              </Detail>
            ) : null}
          </dl>
        </Section>

        <Section title={t('orders.detail.timeline')} id="order-timeline">
          <OrderTimeline order={order} />
        </Section>

        <Section title={t('orders.detail.actions')} id="order-actions">
          <OrderActions order={order} />
        </Section>

        <Section title={t('orders.detail.note')} id="order-note">
          <OrderNote key={order.id} order={order} />
        </Section>
      </div>
    </div>
  );
}

/** /order/{id} (docs/product.md §9): status timeline, buyer, payment transaction, allowed actions and a note. */
export default function OrderDetailPage() {
  const t = useT();
  const { orderId } = useParams();
  const query = useGetOrderQuery(orderId ?? skipToken);

  if (query.isError && !query.isFetching) {
    return <QueryErrorState query={query} />;
  }
  // currentData is this id's only: another order's detail never shows while this one loads.
  // The detail's shape while it loads (docs/product.md §9): summary, buyer, payment and actions.
  if (query.currentData === undefined)
    return <SkeletonDetail label={t('orders.detail.loading')} sections={4} />;
  if (query.currentData === null) {
    return (
      <EmptyState
        title={t('orders.detail.notFound.title')}
        action={
          <PrefetchLink to={paths.orders} className={buttonClassName('secondary')}>
            {t('orders.detail.backToList')}
          </PrefetchLink>
        }
      >
        {t('orders.detail.notFound.body')}
      </EmptyState>
    );
  }
  return <OrderView order={query.currentData} />;
}
