// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Registriere deinen Remix auf Story',
  'storefront.remix.childIp': 'Deine IP-Asset-ID',
  'storefront.remix.childIpHint':
    'Das Story-IP-Asset deines Werks (0x…), das dieser Wallet gehört. Deine Lizenz-Tokens werden dabei verbraucht.',
  'storefront.remix.childIpInvalid': 'Gib eine IP-Asset-ID ein: 0x gefolgt von 40 Hexadezimalzeichen.',
  'storefront.remix.submit': 'Remix registrieren',
  'storefront.remix.done': 'Dein Remix ist auf Story registriert:',
  'storefront.remix.txDescription': 'Einen Remix von {title} auf Story registrieren',
  'storefront.remix.stage.wallet': 'Bestätige in deiner Wallet…',
  'storefront.remix.stage.mining': 'Warten auf die Bestätigung der Transaktion…',
  'storefront.remix.stage.recording': 'Dein Remix wird gespeichert…',
  'storefront.remix.failure.rejected':
    'Du hast die Anfrage in deiner Wallet abgelehnt. Es wurde nichts gesendet.',
  'storefront.remix.failure.wallet': 'Deine Wallet konnte die Transaktion nicht senden.',
  'storefront.remix.failure.reverted':
    'Die Transaktion ist on-chain fehlgeschlagen. Prüfe, ob diese Wallet das IP-Asset besitzt und ob es nicht bereits ein Remix ist.',
  'storefront.remix.failure.refused': 'OVERDIVE hat diesen Remix nicht angenommen.',
  'storefront.remix.failure.api': 'Der Remix ist auf Story, aber OVERDIVE konnte ihn noch nicht speichern.',
  'storefront.remix.failure.retry': 'Erneut versuchen',
  'storefront.remix.failure.viewTx': 'Transaktion ansehen',
  'storefront.remix.failure.newTab': 'öffnet in einem neuen Tab',
};
