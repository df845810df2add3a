// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Lizenz wird geprüft…',
  'licenses.eyebrow': 'Lizenzprüfung',
  'licenses.title': 'Lizenztoken #{id}',
  'licenses.valid': 'Gültig',
  'licenses.validBody': 'Diese Lizenz wurde über OVERDIVE ausgestellt und ist in Kraft.',
  'licenses.void': 'Ungültig',
  'licenses.voidBody': 'Diese Lizenz gewährt keine Rechte mehr.',
  'licenses.voidReason.refunded':
    'Erstattet: Die Bestellung wurde erstattet, daher gewährt diese Lizenz keine Rechte mehr.',
  'licenses.download': 'Zertifikat herunterladen',
  'licenses.details': 'Lizenzdetails',
  'licenses.product': 'Produkt',
  'licenses.licensor': 'Lizenzgeber',
  'licenses.licensee': 'Lizenznehmer',
  'licenses.holder': 'Aktueller Inhaber',
  'licenses.holderUnknown': 'Die Blockchain konnte gerade nicht gelesen werden.',
  'licenses.moved':
    'Dieser Token wurde übertragen: Er liegt jetzt in einer anderen Wallet als der des Lizenznehmers.',
  'licenses.orderNumber': 'Bestellnummer',
  'licenses.issuedAt': 'Ausgestellt am',
  'licenses.tokenId': 'Token-ID',
  'licenses.copy': 'Kopieren',
  'licenses.copyNamed': '{name} kopieren',
  'licenses.copied': 'Kopiert',
  'licenses.onChain': 'On-Chain',
  'licenses.tokenLink': 'Dieser Token im Chain-Explorer',
  'licenses.mintTx': 'Die Transaktion, die ihn ausgestellt hat',
  'licenses.pageLink': 'Link zu dieser Seite',
  'licenses.qr': 'QR-Code des Links zu dieser Seite',
  'licenses.notFound.title': 'Diese Lizenz wurde nicht über OVERDIVE ausgestellt',
  'licenses.notFound.body':
    'Über OVERDIVE wurde kein Lizenztoken #{id} ausgestellt. Prüfen Sie die Nummer in der Adresse.',
  'licenses.invalid.title': 'Das ist keine Lizenztoken-Nummer',
  'licenses.invalid.body': 'Lizenztoken-Nummern sind ganze Zahlen wie 42. Prüfen Sie die Adresse.',
};
