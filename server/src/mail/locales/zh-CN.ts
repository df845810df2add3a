// The buyer's mails in Simplified Chinese (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': '已收到订单 {order} 的付款',
  'payment.heading': '已收到付款',
  'payment.intro': '我们已收到你为 {licensor} 的 {product} 支付的款项。',
  'payment.next': '授权签发后，我们会再发一封邮件通知你。',
  'payment.viewTx': '在区块浏览器中查看付款',
  'license.subject': '订单 {order} 的授权已签发',
  'license.heading': '你的授权已签发',
  'license.intro': '你购买的 {licensor} 的 {product} 授权已在 Story 上签发。',
  'license.tokens': '授权代币',
  'license.token': '授权代币 #{id}',
  'license.verify': '验证页面',
  'license.verifyNote': '任何人都可以在验证页面上核验你的授权。',
  'license.certificate': '每个授权的证书已以 PDF 格式附在本邮件中。',
  'label.order': '订单号',
  'label.product': '商品',
  'label.licensor': '授权方',
  'label.amount': '已付金额',
  'label.paidAt': '付款时间',
  'label.paymentTx': '付款交易',
  'label.separator': '：',
  footer: '你收到这封邮件，是因为在 OVERDIVE 的订单 {order} 中填写了此邮箱地址。',
};
