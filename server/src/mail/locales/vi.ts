// The buyer's mails in Vietnamese (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Đã nhận thanh toán cho đơn hàng {order}',
  'payment.heading': 'Đã nhận thanh toán',
  'payment.intro': 'Chúng tôi đã nhận được khoản thanh toán của bạn cho {product} của {licensor}.',
  'payment.next': 'Bạn sẽ nhận thêm một email khi giấy phép của bạn được cấp.',
  'payment.viewTx': 'Xem khoản thanh toán trên trình khám phá',
  'license.subject': 'Giấy phép cho đơn hàng {order} đã được cấp',
  'license.heading': 'Giấy phép của bạn đã được cấp',
  'license.intro': 'Giấy phép {product} của {licensor} đã được cấp cho bạn trên Story.',
  'license.tokens': 'Token giấy phép',
  'license.token': 'Token giấy phép #{id}',
  'license.verify': 'Trang xác minh',
  'license.verifyNote': 'Bất kỳ ai cũng có thể kiểm tra giấy phép của bạn trên trang xác minh của nó.',
  'license.certificate': 'Chứng nhận của từng giấy phép được đính kèm trong email này dưới dạng PDF.',
  'label.order': 'Mã đơn hàng',
  'label.product': 'Sản phẩm',
  'label.licensor': 'Bên cấp phép',
  'label.amount': 'Số tiền đã thanh toán',
  'label.paidAt': 'Thanh toán lúc',
  'label.paymentTx': 'Giao dịch thanh toán',
  'label.separator': ': ',
  footer: 'Bạn nhận được email này vì địa chỉ này đã được cung cấp cho đơn hàng {order} trên OVERDIVE.',
};
