/**
 * The mails of a sale (docs/product.md §11.3): to the buyer, *payment received*, *licence issued* and, when the
 * licensor sends the money back, *refund sent* (§12.4), in the language the buyer used at checkout (the order's
 * `locale`; English when it has none); to the licensor, *new paid order*, in the company's dashboard language (ko or
 * en). Each is `{subject, text, html}`; the certificates the
 * licence mail says are attached travel beside it, as the sender's attachments (./transport.ts).
 */
import { LOCALES, type DashboardLocale, type Locale } from '../../../contract/locales.js';
import { formatAmount, formatDateTime, link, type MailAmount } from './format.js';
import { code, renderMail, userText, type Field, type MailContent } from './layout.js';
import { BUYER_TEXTS, LICENSOR_TEXTS } from './locales/index.js';

export type { MailAmount } from './format.js';
export type { MailContent } from './layout.js';

/** Languages written right to left: their HTML gets dir="rtl" (docs/product.md §4). */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<Locale>(['ar']);

/** The language of a buyer's mails from the order's `locale`: one of the public pages' locales, else English. */
export function mailLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';
}

/** The file name a licence token's certificate is attached under. */
export function certificateFilename(tokenId: string): string {
  return `license-${tokenId.replace(/[^0-9A-Za-z_-]/g, '_')}.pdf`;
}

interface BuyerMailInput {
  /** The language of the checkout (see `mailLocale`). */
  locale: Locale;
  orderNumber: string;
  productTitle: string;
  /** The company that sells the licence. */
  licensorName: string;
}

export interface PaymentReceivedMailInput extends BuyerMailInput {
  /** What the buyer paid, in base units of the order's token. */
  amount: MailAmount;
  paidAt: Date;
  paymentTxHash: string;
  /** The chain explorer, e.g. https://www.storyscan.io: the payment's link is `{explorerUrl}/tx/{hash}`. */
  explorerUrl: string;
}

export interface LicenseIssuedMailInput extends BuyerMailInput {
  tokenIds: readonly string[];
  /** The site's public address: each token's verification page is `{siteUrl}/licenses/{tokenId}`. */
  siteUrl: string;
}

export interface RefundSentMailInput extends BuyerMailInput {
  /** What the refund sent back, in base units of the order's token. */
  amount: MailAmount;
  refundedAt: Date;
  refundTxHash: string;
  explorerUrl: string;
}

export interface NewPaidOrderMailInput {
  /** The company's dashboard language. */
  locale: DashboardLocale;
  orderId: string;
  orderNumber: string;
  productTitle: string;
  /** The licensor's company name, which the footer names. */
  licensorName: string;
  buyerAddress: string;
  quantity: number;
  amount: MailAmount;
  paidAt: Date;
  paymentTxHash: string;
  explorerUrl: string;
  /** The site's public address: the order is `{siteUrl}/order/{orderId}` in the dashboard. */
  siteUrl: string;
}

function paymentField(label: string, explorerUrl: string, hash: string): Field {
  return { label, value: code(hash), href: link(explorerUrl, 'tx', hash) };
}

/** To the buyer when the order is paid: what was paid, for what, to whom, and the payment on the explorer. */
export function paymentReceivedMail(input: PaymentReceivedMailInput): MailContent {
  const t = BUYER_TEXTS[input.locale];
  const order = { order: code(input.orderNumber) };
  const txUrl = link(input.explorerUrl, 'tx', input.paymentTxHash);
  return renderMail({
    locale: input.locale,
    rtl: RIGHT_TO_LEFT.has(input.locale),
    subject: { template: t['payment.subject'], values: order },
    heading: t['payment.heading'],
    intro: {
      template: t['payment.intro'],
      values: { product: userText(input.productTitle), licensor: userText(input.licensorName) },
    },
    fields: [
      { label: t['label.order'], value: code(input.orderNumber) },
      { label: t['label.product'], value: userText(input.productTitle) },
      { label: t['label.licensor'], value: userText(input.licensorName) },
      { label: t['label.amount'], value: code(formatAmount(input.amount, input.locale)) },
      { label: t['label.paidAt'], value: userText(formatDateTime(input.paidAt, input.locale)) },
      paymentField(t['label.paymentTx'], input.explorerUrl, input.paymentTxHash),
    ],
    action: { label: t['payment.viewTx'], href: txUrl },
    notes: [t['payment.next']],
    footer: { template: t.footer, values: order },
    separator: t['label.separator'],
  });
}

/** To the buyer when the licence tokens are minted: each token, its verification page, the certificates attached. */
export function licenseIssuedMail(input: LicenseIssuedMailInput): MailContent {
  const t = BUYER_TEXTS[input.locale];
  const order = { order: code(input.orderNumber) };
  return renderMail({
    locale: input.locale,
    rtl: RIGHT_TO_LEFT.has(input.locale),
    subject: { template: t['license.subject'], values: order },
    heading: t['license.heading'],
    intro: {
      template: t['license.intro'],
      values: { product: userText(input.productTitle), licensor: userText(input.licensorName) },
    },
    fields: [
      { label: t['label.order'], value: code(input.orderNumber) },
      { label: t['label.product'], value: userText(input.productTitle) },
      { label: t['label.licensor'], value: userText(input.licensorName) },
    ],
    list: {
      heading: t['license.tokens'],
      items: input.tokenIds.map((tokenId) => ({
        title: { template: t['license.token'], values: { id: code(tokenId) } },
        link: { label: t['license.verify'], href: link(input.siteUrl, 'licenses', tokenId) },
      })),
    },
    notes: [t['license.verifyNote'], t['license.certificate']],
    footer: { template: t.footer, values: order },
    separator: t['label.separator'],
  });
}

/**
 * To the buyer when the licensor's refund is verified (docs/product.md §12.4): how much came back, from whom, the
 * refund on the explorer, and that the order's licence no longer counts.
 */
export function refundSentMail(input: RefundSentMailInput): MailContent {
  const t = BUYER_TEXTS[input.locale];
  const order = { order: code(input.orderNumber) };
  return renderMail({
    locale: input.locale,
    rtl: RIGHT_TO_LEFT.has(input.locale),
    subject: { template: t['refund.subject'], values: order },
    heading: t['refund.heading'],
    intro: {
      template: t['refund.intro'],
      values: { product: userText(input.productTitle), licensor: userText(input.licensorName) },
    },
    fields: [
      { label: t['label.order'], value: code(input.orderNumber) },
      { label: t['label.product'], value: userText(input.productTitle) },
      { label: t['label.licensor'], value: userText(input.licensorName) },
      { label: t['label.refundAmount'], value: code(formatAmount(input.amount, input.locale)) },
      { label: t['label.refundedAt'], value: userText(formatDateTime(input.refundedAt, input.locale)) },
      paymentField(t['label.refundTx'], input.explorerUrl, input.refundTxHash),
    ],
    action: { label: t['refund.viewTx'], href: link(input.explorerUrl, 'tx', input.refundTxHash) },
    notes: [t['refund.void']],
    footer: { template: t.footer, values: order },
    separator: t['label.separator'],
  });
}

/** To the licensor's contact e-mail when an order is paid: the order, who paid how much, and where to open it. */
export function newPaidOrderMail(input: NewPaidOrderMailInput): MailContent {
  const t = LICENSOR_TEXTS[input.locale];
  return renderMail({
    locale: input.locale,
    rtl: false,
    subject: { template: t.subject, values: { order: code(input.orderNumber) } },
    heading: t.heading,
    intro: { template: t.intro, values: { product: userText(input.productTitle) } },
    fields: [
      { label: t['label.order'], value: code(input.orderNumber) },
      { label: t['label.product'], value: userText(input.productTitle) },
      { label: t['label.buyer'], value: code(input.buyerAddress) },
      {
        label: t['label.quantity'],
        value: code(new Intl.NumberFormat(input.locale).format(input.quantity)),
      },
      { label: t['label.amount'], value: code(formatAmount(input.amount, input.locale)) },
      { label: t['label.paidAt'], value: userText(formatDateTime(input.paidAt, input.locale)) },
      paymentField(t['label.paymentTx'], input.explorerUrl, input.paymentTxHash),
    ],
    action: { label: t.open, href: link(input.siteUrl, 'order', input.orderId) },
    notes: [],
    footer: { template: t.footer, values: { company: userText(input.licensorName) } },
    separator: t['label.separator'],
  });
}
