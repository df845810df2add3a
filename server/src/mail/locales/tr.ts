// The buyer's mails in Turkish (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': '{order} numaralı siparişin ödemesi alındı',
  'payment.heading': 'Ödeme alındı',
  'payment.intro': '{licensor} tarafından sunulan {product} için ödemeniz alındı.',
  'payment.next': 'Lisansınız düzenlendiğinde size bir e-posta daha göndereceğiz.',
  'payment.viewTx': 'Ödemeyi gezginde görüntüleyin',
  'license.subject': '{order} numaralı siparişinizin lisansı düzenlendi',
  'license.heading': 'Lisansınız düzenlendi',
  'license.intro': '{licensor} tarafından sunulan {product} için lisansınız Story üzerinde düzenlendi.',
  'license.tokens': 'Lisans tokenları',
  'license.token': 'Lisans tokenı #{id}',
  'license.verify': 'Doğrulama sayfası',
  'license.verifyNote': 'Lisansınızı herkes doğrulama sayfasından kontrol edebilir.',
  'license.certificate': 'Her lisansın sertifikası bu e-postaya PDF olarak eklenmiştir.',
  'refund.subject': '{order} numaralı siparişin ödemesi iade edildi',
  'refund.heading': 'Ödeme iade edildi',
  'refund.intro': '{licensor}, {product} için yaptığınız ödemeyi cüzdanınıza iade etti.',
  'refund.void':
    'Bu sipariş için düzenlenen lisanslar artık geçerli değildir; doğrulama sayfasında iade edildiği belirtilir.',
  'refund.viewTx': 'İadeyi gezginde görüntüleyin',
  'label.order': 'Sipariş numarası',
  'label.product': 'Ürün',
  'label.licensor': 'Lisans veren',
  'label.amount': 'Ödenen tutar',
  'label.paidAt': 'Ödeme tarihi',
  'label.paymentTx': 'Ödeme işlemi',
  'label.refundAmount': 'İade edilen tutar',
  'label.refundedAt': 'İade tarihi',
  'label.refundTx': 'İade işlemi',
  'label.separator': ': ',
  footer:
    'Bu e-postayı, OVERDIVE üzerindeki {order} numaralı sipariş için bu adres verildiği için alıyorsunuz.',
};
