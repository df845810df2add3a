// The buyer's mails in Indonesian (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Pembayaran untuk pesanan {order} telah diterima',
  'payment.heading': 'Pembayaran diterima',
  'payment.intro': 'Pembayaran Anda untuk {product} dari {licensor} telah kami terima.',
  'payment.next': 'Anda akan menerima email lagi saat lisensi Anda diterbitkan.',
  'payment.viewTx': 'Lihat pembayaran di penjelajah',
  'license.subject': 'Lisensi Anda untuk pesanan {order} telah diterbitkan',
  'license.heading': 'Lisensi Anda telah diterbitkan',
  'license.intro': 'Lisensi Anda untuk {product} dari {licensor} telah diterbitkan di Story.',
  'license.tokens': 'Token lisensi',
  'license.token': 'Token lisensi #{id}',
  'license.verify': 'Halaman verifikasi',
  'license.verifyNote': 'Siapa pun dapat memeriksa lisensi Anda di halaman verifikasinya.',
  'license.certificate': 'Sertifikat setiap lisensi terlampir dalam email ini sebagai PDF.',
  'label.order': 'Nomor pesanan',
  'label.product': 'Produk',
  'label.licensor': 'Pemberi lisensi',
  'label.amount': 'Jumlah dibayar',
  'label.paidAt': 'Dibayar pada',
  'label.paymentTx': 'Transaksi pembayaran',
  'label.separator': ': ',
  footer: 'Anda menerima email ini karena alamat ini dicantumkan untuk pesanan {order} di OVERDIVE.',
};
