// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Daftarkan remiks anda di Story',
  'storefront.remix.childIp': 'ID aset IP anda',
  'storefront.remix.childIpHint':
    'Aset IP Story bagi karya anda (0x…), dimiliki oleh dompet ini. Token lesen anda akan digunakan.',
  'storefront.remix.childIpInvalid': 'Masukkan ID aset IP: 0x diikuti 40 aksara heksadesimal.',
  'storefront.remix.submit': 'Daftarkan remiks',
  'storefront.remix.done': 'Remiks anda telah didaftarkan di Story:',
  'storefront.remix.txDescription': 'Daftarkan remiks {title} di Story',
  'storefront.remix.stage.wallet': 'Sahkan dalam dompet anda…',
  'storefront.remix.stage.mining': 'Menunggu transaksi disahkan…',
  'storefront.remix.stage.recording': 'Merekodkan remiks anda…',
  'storefront.remix.failure.rejected': 'Anda menolak permintaan dalam dompet anda. Tiada apa-apa dihantar.',
  'storefront.remix.failure.wallet': 'Dompet anda tidak dapat menghantar transaksi.',
  'storefront.remix.failure.reverted':
    'Transaksi gagal di rantaian. Pastikan dompet ini memiliki aset IP tersebut dan ia belum menjadi remiks.',
  'storefront.remix.failure.refused': 'OVERDIVE tidak menerima remiks ini.',
  'storefront.remix.failure.api': 'Remiks sudah ada di Story, tetapi OVERDIVE belum dapat merekodkannya.',
  'storefront.remix.failure.retry': 'Cuba lagi',
  'storefront.remix.failure.viewTx': 'Lihat transaksi',
  'storefront.remix.failure.newTab': 'dibuka dalam tab baharu',
};
