// The mails' English texts (docs/product.md §11.3), the model every other locale is typed against (./types.ts).
// `{name}` marks a value filled in by ../templates.ts. English spells "license" as the public pages do.

/** To the buyer: every one of the 19 public locales has these. */
export const buyer = {
  'payment.subject': 'Payment received for order {order}',
  'payment.heading': 'Payment received',
  'payment.intro': 'Your payment for {product} from {licensor} has been received.',
  'payment.next': 'You will get another email when your license is issued.',
  'payment.viewTx': 'View the payment on the explorer',
  'license.subject': 'Your license for order {order} is issued',
  'license.heading': 'Your license is issued',
  'license.intro': 'Your license for {product} from {licensor} has been issued on Story.',
  'license.tokens': 'License tokens',
  'license.token': 'License token #{id}',
  'license.verify': 'Verification page',
  'license.verifyNote': 'Anyone can check your license on its verification page.',
  'license.certificate': 'The certificate of each license is attached to this email as a PDF.',
  'refund.subject': 'Your payment for order {order} has been refunded',
  'refund.heading': 'Payment refunded',
  'refund.intro': '{licensor} has sent your payment for {product} back to your wallet.',
  'refund.void':
    'Any license issued for this order is no longer valid; its verification page says it was refunded.',
  'refund.viewTx': 'View the refund on the explorer',
  'label.order': 'Order number',
  'label.product': 'Product',
  'label.licensor': 'Licensor',
  'label.amount': 'Amount paid',
  'label.paidAt': 'Paid on',
  'label.paymentTx': 'Payment transaction',
  'label.refundAmount': 'Amount refunded',
  'label.refundedAt': 'Refunded on',
  'label.refundTx': 'Refund transaction',
  /** Between a label and its value in the plain text (French puts a space before the colon, Chinese a full-width one). */
  'label.separator': ': ',
  footer: 'You are receiving this email because this address was given for order {order} on OVERDIVE.',
} as const;

/** To the licensor: the dashboard's languages, ko and en. */
export const licensor = {
  subject: 'New paid order {order}',
  heading: 'New paid order',
  intro: 'A buyer has paid for {product}.',
  open: 'Open the order in your dashboard',
  'label.order': 'Order number',
  'label.product': 'Product',
  'label.buyer': 'Buyer wallet',
  'label.quantity': 'Licenses',
  'label.amount': 'Amount paid',
  'label.paidAt': 'Paid on',
  'label.paymentTx': 'Payment transaction',
  'label.separator': ': ',
  footer: 'You are receiving this email because it is the contact email of {company} on OVERDIVE.',
} as const;
