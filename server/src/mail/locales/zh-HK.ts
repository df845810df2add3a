// The buyer's mails in Hong Kong's Traditional Chinese (docs/product.md §11.3): Taiwan's (./zh-TW.ts) but for the words
// Hong Kong says otherwise (電郵 for e-mail, 發出 for issuing a licence); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';
import { buyer as zhTW } from './zh-TW.js';

export const buyer: BuyerTexts = {
  ...zhTW,
  'payment.next': '授權發出後，我們會再寄一封電郵通知你。',
  'license.subject': '訂單 {order} 的授權已發出',
  'license.heading': '你的授權已發出',
  'license.intro': '你購買的 {licensor} 的 {product} 授權已在 Story 上發出。',
  'license.certificate': '每個授權的證書已以 PDF 格式附加於此電郵。',
  'refund.void': '此訂單發出的授權已失效，驗證頁面會註明已退款。',
  footer: '你收到此電郵，是因為在 OVERDIVE 的訂單 {order} 中填寫了此電郵地址。',
};
