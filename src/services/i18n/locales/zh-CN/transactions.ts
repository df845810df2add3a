// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': '最近的交易',
  'transactions.clearAll': '全部清除',
  'transactions.empty': '你的 {app} 交易将显示在这里...',
  'transactions.viewMore': '在浏览器中查看更多',
  'transactions.newTab': '（在新标签页中打开）',
  'transactions.status.pending': '处理中',
  'transactions.status.confirmed': '已确认',
  'transactions.status.failed': '失败',
};
