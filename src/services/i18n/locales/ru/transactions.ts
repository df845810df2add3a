// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Последние транзакции',
  'transactions.clearAll': 'Очистить всё',
  'transactions.empty': 'Ваши транзакции в {app} появятся здесь...',
  'transactions.viewMore': 'Подробнее в обозревателе',
  'transactions.newTab': '(откроется в новой вкладке)',
  'transactions.status.pending': 'В обработке',
  'transactions.status.confirmed': 'Подтверждена',
  'transactions.status.failed': 'Не выполнена',
};
