// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Transações recentes',
  'transactions.clearAll': 'Limpar tudo',
  'transactions.empty': 'Suas transações do {app} aparecerão aqui...',
  'transactions.viewMore': 'Ver mais no explorador',
  'transactions.newTab': '(abre em uma nova aba)',
  'transactions.status.pending': 'Pendente',
  'transactions.status.confirmed': 'Confirmada',
  'transactions.status.failed': 'Falhou',
};
