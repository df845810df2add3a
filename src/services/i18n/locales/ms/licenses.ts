// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Menyemak lesen ini…',
  'licenses.eyebrow': 'Pengesahan lesen',
  'licenses.title': 'Token lesen #{id}',
  'licenses.valid': 'Sah',
  'licenses.validBody': 'Lesen ini dikeluarkan melalui OVERDIVE dan masih berkuat kuasa.',
  'licenses.void': 'Terbatal',
  'licenses.voidBody': 'Lesen ini tidak lagi memberikan sebarang hak.',
  'licenses.voidReason.refunded':
    'Dibayar balik: pesanan telah dibayar balik, jadi lesen ini tidak lagi memberikan sebarang hak.',
  'licenses.download': 'Muat turun sijil',
  'licenses.details': 'Butiran lesen',
  'licenses.product': 'Produk',
  'licenses.licensor': 'Pemberi lesen',
  'licenses.licensee': 'Penerima lesen',
  'licenses.holder': 'Pemegang semasa',
  'licenses.holderUnknown': 'Rantaian blok tidak dapat dibaca buat masa ini.',
  'licenses.moved': 'Token ini telah berpindah: kini dipegang oleh dompet selain dompet penerima lesen.',
  'licenses.orderNumber': 'Nombor pesanan',
  'licenses.issuedAt': 'Tarikh dikeluarkan',
  'licenses.tokenId': 'ID token',
  'licenses.copy': 'Salin',
  'licenses.copyNamed': 'Salin {name}',
  'licenses.copied': 'Disalin',
  'licenses.onChain': 'Dalam rantaian blok',
  'licenses.tokenLink': 'Token ini dalam penjelajah rantaian blok',
  'licenses.mintTx': 'Transaksi yang mengeluarkannya',
  'licenses.pageLink': 'Pautan ke halaman ini',
  'licenses.qr': 'Kod QR pautan ke halaman ini',
  'licenses.notFound.title': 'Lesen ini tidak dikeluarkan melalui OVERDIVE',
  'licenses.notFound.body':
    'Tiada token lesen #{id} dikeluarkan melalui OVERDIVE. Semak nombor dalam alamat.',
  'licenses.invalid.title': 'Ini bukan nombor token lesen',
  'licenses.invalid.body': 'Nombor token lesen ialah nombor bulat, seperti 42. Semak alamat.',
};
