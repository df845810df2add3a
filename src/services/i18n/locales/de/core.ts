// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Stablecoin-Zahlungen für IP-Lizenzgeber auf der Story-Chain.',
  'nav.label': 'Hauptmenü',
  ...navLabels,
  'nav.menu': 'Menü',
  'nav.closeMenu': 'Menü schließen',
  'nav.skipToContent': 'Zum Inhalt springen',
  'back.toList': 'Zur Liste',
  'back.toManage': 'Zur Verwaltung',
  'back.home': 'Home',
  'back.back': 'Zurück',
  'brand.poweredBy': 'Zahlungen über OVERDIVE',
  'privacy.notice': 'Datenschutzhinweis',
  'privacy.body':
    'OVERDIVE speichert Ihre Wallet-Adresse und Ihr Sitzungstoken nur in diesem Browser, damit Sie angemeldet bleiben. Bestellungen und Firmendaten, die Sie eingeben, bewahrt OVERDIVE auf, um Zahlungen abzuwickeln.',
  'locale.label': 'Sprache',
  'notices.region': 'Benachrichtigungen',
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.close': 'Schließen',
  'common.dismiss': 'Ausblenden',
  'common.cancel': 'Abbrechen',
  'common.save': 'Speichern',
  'common.empty': 'Hier ist noch nichts.',
  'common.checkingSession': 'Ihre Sitzung wird geprüft…',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.body': 'Die aufgerufene Adresse existiert nicht.',
  'notFound.home': 'Zu Home',
  'routeError.title': 'Diese Seite konnte nicht geladen werden',
  'routeError.body': 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'errors.noWalletExtension': 'Bitte installieren Sie eine Wallet-Erweiterung.',
  'errors.tokenIssueFailed': 'Die Token-Ausstellung ist fehlgeschlagen.',
  'errors.noToken': 'Kein JWT-Token. Bitte verbinden Sie Ihre Wallet.',
  'errors.noWalletAddress': 'Keine Wallet-Adresse.',
  'errors.tokenExpired': 'Das Token ist abgelaufen. Bitte melden Sie sich erneut an.',
  'errors.apiCallFailed': 'API-Aufruf fehlgeschlagen: {status}',
  'errors.profileLookupFailed': 'Profil konnte nicht abgerufen werden',
  'errors.productCreationFailed': 'Produkt konnte nicht erstellt werden',
  'errors.network':
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'errors.timeout': 'Der Server hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
  'errors.malformedResponse': 'Die Antwort des Servers war nicht lesbar. Versuchen Sie es erneut.',
  'errors.walletRejected': 'Die Anfrage wurde in der Wallet abgebrochen.',
  'errors.walletFailed': 'Die Wallet konnte die Anfrage nicht ausführen.',
  'errors.signInFailed': 'Die Anmeldung ist fehlgeschlagen. Versuchen Sie es erneut.',
  'errors.signatureRefused':
    'Der Server hat die Signatur abgelehnt. Es wurde nichts geändert; signieren Sie erneut.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Falsches Netzwerk',
  'wallet.pendingTransactions': 'Transaktion ausstehend',
};

export default core;
