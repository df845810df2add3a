// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': '最近的交易',
  'transactions.clearAll': '全部清除',
  'transactions.empty': '你的 {app} 交易會顯示在這裡...',
  'transactions.viewMore': '在區塊瀏覽器查看更多',
  'transactions.newTab': '（在新分頁中開啟）',
  'transactions.status.pending': '處理中',
  'transactions.status.confirmed': '已確認',
  'transactions.status.failed': '失敗',
};
