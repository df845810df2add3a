// E-mail (docs/product.md §11.3, §12.4): the mails of a sale and of its refund and the SMTP sender the outbox's job calls.
export { escapeHtml, formatAmount, formatDateTime, type MailAmount } from './format.js';
export type { MailContent } from './layout.js';
export {
  certificateFilename,
  licenseIssuedMail,
  mailLocale,
  newPaidOrderMail,
  paymentReceivedMail,
  refundSentMail,
  type LicenseIssuedMailInput,
  type NewPaidOrderMailInput,
  type PaymentReceivedMailInput,
  type RefundSentMailInput,
} from './templates.js';
export {
  MAIL_TIMEOUT_MS,
  createMailer,
  mailSettings,
  messageIdFor,
  type MailAttachment,
  type MailSettings,
  type Mailer,
  type OutgoingMail,
  type SendResult,
} from './transport.js';
