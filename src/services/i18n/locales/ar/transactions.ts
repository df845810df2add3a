// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'المعاملات الأخيرة',
  'transactions.clearAll': 'مسح الكل',
  'transactions.empty': 'ستظهر معاملات {app} هنا...',
  'transactions.viewMore': 'عرض المزيد في المستكشف',
  'transactions.newTab': '(يُفتح في علامة تبويب جديدة)',
  'transactions.status.pending': 'قيد الانتظار',
  'transactions.status.confirmed': 'مؤكدة',
  'transactions.status.failed': 'فشلت',
};
