// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'ธุรกรรมล่าสุด',
  'transactions.clearAll': 'ล้างทั้งหมด',
  'transactions.empty': 'ธุรกรรม {app} ของคุณจะแสดงที่นี่...',
  'transactions.viewMore': 'ดูเพิ่มเติมใน Explorer',
  'transactions.newTab': '(เปิดในแท็บใหม่)',
  'transactions.status.pending': 'รอดำเนินการ',
  'transactions.status.confirmed': 'ยืนยันแล้ว',
  'transactions.status.failed': 'ล้มเหลว',
};
