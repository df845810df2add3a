// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': '最近の取引',
  'transactions.clearAll': 'すべてクリア',
  'transactions.empty': '{app} の取引はここに表示されます...',
  'transactions.viewMore': 'エクスプローラーで詳しく見る',
  'transactions.newTab': '（新しいタブで開きます）',
  'transactions.status.pending': '処理中',
  'transactions.status.confirmed': '確認済み',
  'transactions.status.failed': '失敗',
};
