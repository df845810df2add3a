// The buyer's mails in Japanese (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': '注文 {order} のお支払いを受け付けました',
  'payment.heading': 'お支払いを受け付けました',
  'payment.intro': '{licensor} の {product} のお支払いを受け付けました。',
  'payment.next': 'ライセンスが発行されましたら、改めてメールでお知らせします。',
  'payment.viewTx': 'エクスプローラーで支払いを見る',
  'license.subject': '注文 {order} のライセンスが発行されました',
  'license.heading': 'ライセンスが発行されました',
  'license.intro': '{licensor} の {product} のライセンスが Story 上で発行されました。',
  'license.tokens': 'ライセンストークン',
  'license.token': 'ライセンストークン #{id}',
  'license.verify': '検証ページ',
  'license.verifyNote': 'ライセンスは検証ページで誰でも確認できます。',
  'license.certificate': '各ライセンスの証明書を PDF でこのメールに添付しています。',
  'label.order': '注文番号',
  'label.product': '商品',
  'label.licensor': 'ライセンサー',
  'label.amount': 'お支払い金額',
  'label.paidAt': 'お支払い日時',
  'label.paymentTx': '支払い取引',
  'label.separator': '：',
  footer: 'このメールは、OVERDIVE の注文 {order} でこのメールアドレスが入力されたためお送りしています。',
};
