// The buyer's mails in German (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Zahlung für Bestellung {order} erhalten',
  'payment.heading': 'Zahlung erhalten',
  'payment.intro': 'Ihre Zahlung für {product} von {licensor} ist eingegangen.',
  'payment.next': 'Sobald Ihre Lizenz ausgestellt ist, erhalten Sie eine weitere E-Mail.',
  'payment.viewTx': 'Zahlung im Explorer ansehen',
  'license.subject': 'Ihre Lizenz zu Bestellung {order} ist ausgestellt',
  'license.heading': 'Ihre Lizenz ist ausgestellt',
  'license.intro': 'Ihre Lizenz für {product} von {licensor} wurde auf Story ausgestellt.',
  'license.tokens': 'Lizenztoken',
  'license.token': 'Lizenztoken #{id}',
  'license.verify': 'Verifizierungsseite',
  'license.verifyNote': 'Jeder kann Ihre Lizenz auf ihrer Verifizierungsseite prüfen.',
  'license.certificate': 'Das Zertifikat jeder Lizenz ist dieser E-Mail als PDF angehängt.',
  'refund.subject': 'Ihre Zahlung für Bestellung {order} wurde erstattet',
  'refund.heading': 'Zahlung erstattet',
  'refund.intro': '{licensor} hat Ihre Zahlung für {product} an Ihr Wallet zurückgesendet.',
  'refund.void':
    'Eine für diese Bestellung ausgestellte Lizenz ist nicht mehr gültig; ihre Verifizierungsseite weist die Erstattung aus.',
  'refund.viewTx': 'Erstattung im Explorer ansehen',
  'label.order': 'Bestellnummer',
  'label.product': 'Produkt',
  'label.licensor': 'Lizenzgeber',
  'label.amount': 'Gezahlter Betrag',
  'label.paidAt': 'Bezahlt am',
  'label.paymentTx': 'Zahlungstransaktion',
  'label.refundAmount': 'Erstatteter Betrag',
  'label.refundedAt': 'Erstattet am',
  'label.refundTx': 'Erstattungstransaktion',
  'label.separator': ': ',
  footer:
    'Sie erhalten diese E-Mail, weil diese Adresse bei Bestellung {order} auf OVERDIVE angegeben wurde.',
};
