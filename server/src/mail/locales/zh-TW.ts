// The buyer's mails in Traditional Chinese (Taiwan) (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': '已收到訂單 {order} 的付款',
  'payment.heading': '已收到付款',
  'payment.intro': '我們已收到你為 {licensor} 的 {product} 支付的款項。',
  'payment.next': '授權核發後，我們會再寄一封電子郵件通知你。',
  'payment.viewTx': '在區塊瀏覽器查看付款',
  'license.subject': '訂單 {order} 的授權已核發',
  'license.heading': '你的授權已核發',
  'license.intro': '你購買的 {licensor} 的 {product} 授權已在 Story 上核發。',
  'license.tokens': '授權代幣',
  'license.token': '授權代幣 #{id}',
  'license.verify': '驗證頁面',
  'license.verifyNote': '任何人都可以在驗證頁面上查核你的授權。',
  'license.certificate': '每個授權的證書已以 PDF 格式附加在這封電子郵件中。',
  'label.order': '訂單編號',
  'label.product': '商品',
  'label.licensor': '授權方',
  'label.amount': '已付金額',
  'label.paidAt': '付款時間',
  'label.paymentTx': '付款交易',
  'label.separator': '：',
  footer: '你收到這封電子郵件，是因為在 OVERDIVE 的訂單 {order} 中填寫了此電子郵件地址。',
};
