// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Son İşlemler',
  'transactions.clearAll': 'Tümünü Temizle',
  'transactions.empty': '{app} işlemleriniz burada görünecek...',
  'transactions.viewMore': 'Gezginde daha fazlasını görün',
  'transactions.newTab': '(yeni sekmede açılır)',
  'transactions.status.pending': 'Beklemede',
  'transactions.status.confirmed': 'Onaylandı',
  'transactions.status.failed': 'Başarısız',
};
