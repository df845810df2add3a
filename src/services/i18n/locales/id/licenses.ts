// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Memeriksa lisensi ini…',
  'licenses.eyebrow': 'Verifikasi lisensi',
  'licenses.title': 'Token lisensi #{id}',
  'licenses.valid': 'Sah',
  'licenses.validBody': 'Lisensi ini diterbitkan melalui OVERDIVE dan masih berlaku.',
  'licenses.void': 'Batal',
  'licenses.voidBody': 'Lisensi ini tidak lagi memberikan hak apa pun.',
  'licenses.voidReason.refunded':
    'Dana dikembalikan: dana pesanan telah dikembalikan, jadi lisensi ini tidak lagi memberikan hak apa pun.',
  'licenses.download': 'Unduh sertifikat',
  'licenses.details': 'Detail lisensi',
  'licenses.product': 'Produk',
  'licenses.licensor': 'Pemberi lisensi',
  'licenses.licensee': 'Penerima lisensi',
  'licenses.holder': 'Pemegang saat ini',
  'licenses.holderUnknown': 'Blockchain tidak dapat dibaca saat ini.',
  'licenses.moved': 'Token ini telah berpindah: kini dipegang oleh dompet selain milik penerima lisensi.',
  'licenses.orderNumber': 'Nomor pesanan',
  'licenses.issuedAt': 'Tanggal terbit',
  'licenses.tokenId': 'ID token',
  'licenses.copy': 'Salin',
  'licenses.copyNamed': 'Salin {name}',
  'licenses.copied': 'Disalin',
  'licenses.onChain': 'Di blockchain',
  'licenses.tokenLink': 'Token ini di penjelajah blockchain',
  'licenses.mintTx': 'Transaksi yang menerbitkannya',
  'licenses.pageLink': 'Tautan ke halaman ini',
  'licenses.qr': 'Kode QR tautan ke halaman ini',
  'licenses.notFound.title': 'Lisensi ini tidak diterbitkan melalui OVERDIVE',
  'licenses.notFound.body':
    'Tidak ada token lisensi #{id} yang diterbitkan melalui OVERDIVE. Periksa nomor di alamatnya.',
  'licenses.invalid.title': 'Ini bukan nomor token lisensi',
  'licenses.invalid.body': 'Nomor token lisensi adalah bilangan bulat, seperti 42. Periksa alamatnya.',
};
