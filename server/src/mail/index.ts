// E-mail (docs/product.md §11.3): the mails of a sale and the SMTP sender the outbox's job calls.
export { escapeHtml, formatAmount, formatDateTime, type MailAmount } from './format.js';
export type { MailContent } from './layout.js';
export {
  certificateFilename,
  licenseIssuedMail,
  mailLocale,
  newPaidOrderMail,
  paymentReceivedMail,
  type LicenseIssuedMailInput,
  type NewPaidOrderMailInput,
  type PaymentReceivedMailInput,
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
