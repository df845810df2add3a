// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Transacciones recientes',
  'transactions.clearAll': 'Borrar todo',
  'transactions.empty': 'Tus transacciones de {app} aparecerán aquí...',
  'transactions.viewMore': 'Ver más en el explorador',
  'transactions.newTab': '(se abre en una pestaña nueva)',
  'transactions.status.pending': 'Pendiente',
  'transactions.status.confirmed': 'Confirmada',
  'transactions.status.failed': 'Fallida',
};
