// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Daftarkan remix Anda di Story',
  'storefront.remix.childIp': 'ID aset IP Anda',
  'storefront.remix.childIpHint':
    'Aset IP Story dari karya Anda (0x…), dimiliki oleh dompet ini. Token lisensi Anda akan terpakai.',
  'storefront.remix.childIpInvalid': 'Masukkan ID aset IP: 0x diikuti 40 karakter heksadesimal.',
  'storefront.remix.submit': 'Daftarkan remix',
  'storefront.remix.done': 'Remix Anda terdaftar di Story:',
  'storefront.remix.txDescription': 'Daftarkan remix dari {title} di Story',
  'storefront.remix.stage.wallet': 'Konfirmasi di dompet Anda…',
  'storefront.remix.stage.mining': 'Menunggu transaksi dikonfirmasi…',
  'storefront.remix.stage.recording': 'Mencatat remix Anda…',
  'storefront.remix.failure.rejected': 'Anda menolak permintaan di dompet Anda. Tidak ada yang dikirim.',
  'storefront.remix.failure.wallet': 'Dompet Anda tidak dapat mengirim transaksi.',
  'storefront.remix.failure.reverted':
    'Transaksi gagal di chain. Pastikan dompet ini memiliki aset IP tersebut dan aset itu belum menjadi remix.',
  'storefront.remix.failure.refused': 'OVERDIVE tidak menerima remix ini.',
  'storefront.remix.failure.api': 'Remix sudah ada di Story, tetapi OVERDIVE belum dapat mencatatnya.',
  'storefront.remix.failure.retry': 'Coba lagi',
  'storefront.remix.failure.viewTx': 'Lihat transaksi',
  'storefront.remix.failure.newTab': 'terbuka di tab baru',
};
