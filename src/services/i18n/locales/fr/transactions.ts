// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Transactions récentes',
  'transactions.clearAll': 'Tout effacer',
  'transactions.empty': 'Vos transactions {app} apparaîtront ici...',
  'transactions.viewMore': 'Voir plus dans l’explorateur',
  'transactions.newTab': '(s’ouvre dans un nouvel onglet)',
  'transactions.status.pending': 'En attente',
  'transactions.status.confirmed': 'Confirmée',
  'transactions.status.failed': 'Échouée',
};
