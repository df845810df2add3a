// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Останні транзакції',
  'transactions.clearAll': 'Очистити все',
  'transactions.empty': 'Ваші транзакції в {app} з’являться тут...',
  'transactions.viewMore': 'Докладніше в оглядачі',
  'transactions.newTab': '(відкриється в новій вкладці)',
  'transactions.status.pending': 'Обробляється',
  'transactions.status.confirmed': 'Підтверджено',
  'transactions.status.failed': 'Не виконано',
};
