// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Giao dịch gần đây',
  'transactions.clearAll': 'Xóa tất cả',
  'transactions.empty': 'Các giao dịch {app} của bạn sẽ xuất hiện ở đây...',
  'transactions.viewMore': 'Xem thêm trên trình khám phá',
  'transactions.newTab': '(mở trong thẻ mới)',
  'transactions.status.pending': 'Đang chờ',
  'transactions.status.confirmed': 'Đã xác nhận',
  'transactions.status.failed': 'Thất bại',
};
