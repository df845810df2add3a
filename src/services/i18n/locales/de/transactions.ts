// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Letzte Transaktionen',
  'transactions.clearAll': 'Alle löschen',
  'transactions.empty': 'Ihre {app}-Transaktionen werden hier angezeigt...',
  'transactions.viewMore': 'Mehr im Explorer ansehen',
  'transactions.newTab': '(öffnet in einem neuen Tab)',
  'transactions.status.pending': 'Ausstehend',
  'transactions.status.confirmed': 'Bestätigt',
  'transactions.status.failed': 'Fehlgeschlagen',
};
