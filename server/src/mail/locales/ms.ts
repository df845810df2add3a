// The buyer's mails in Malay (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Pembayaran untuk pesanan {order} telah diterima',
  'payment.heading': 'Pembayaran diterima',
  'payment.intro': 'Pembayaran anda untuk {product} daripada {licensor} telah diterima.',
  'payment.next': 'Anda akan menerima e-mel lain apabila lesen anda dikeluarkan.',
  'payment.viewTx': 'Lihat pembayaran dalam penjelajah',
  'license.subject': 'Lesen anda untuk pesanan {order} telah dikeluarkan',
  'license.heading': 'Lesen anda telah dikeluarkan',
  'license.intro': 'Lesen anda untuk {product} daripada {licensor} telah dikeluarkan di Story.',
  'license.tokens': 'Token lesen',
  'license.token': 'Token lesen #{id}',
  'license.verify': 'Halaman pengesahan',
  'license.verifyNote': 'Sesiapa sahaja boleh menyemak lesen anda di halaman pengesahannya.',
  'license.certificate': 'Sijil setiap lesen dilampirkan pada e-mel ini dalam format PDF.',
  'label.order': 'Nombor pesanan',
  'label.product': 'Produk',
  'label.licensor': 'Pemberi lesen',
  'label.amount': 'Jumlah dibayar',
  'label.paidAt': 'Dibayar pada',
  'label.paymentTx': 'Transaksi pembayaran',
  'label.separator': ': ',
  footer: 'Anda menerima e-mel ini kerana alamat ini diberikan untuk pesanan {order} di OVERDIVE.',
};
