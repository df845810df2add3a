// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Transaksi Terbaru',
  'transactions.clearAll': 'Hapus Semua',
  'transactions.empty': 'Transaksi {app} Anda akan muncul di sini...',
  'transactions.viewMore': 'Lihat selengkapnya di penjelajah',
  'transactions.newTab': '(terbuka di tab baru)',
  'transactions.status.pending': 'Tertunda',
  'transactions.status.confirmed': 'Terkonfirmasi',
  'transactions.status.failed': 'Gagal',
};
