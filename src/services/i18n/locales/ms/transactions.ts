// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type transactions as en } from '../en/transactions';
import { type Translation } from '../types';

export const transactions: Translation<typeof en> = {
  'transactions.recent': 'Transaksi Terkini',
  'transactions.clearAll': 'Kosongkan Semua',
  'transactions.empty': 'Transaksi {app} anda akan dipaparkan di sini...',
  'transactions.viewMore': 'Lihat lagi dalam penjelajah',
  'transactions.newTab': '(dibuka dalam tab baharu)',
  'transactions.status.pending': 'Belum selesai',
  'transactions.status.confirmed': 'Disahkan',
  'transactions.status.failed': 'Gagal',
};
