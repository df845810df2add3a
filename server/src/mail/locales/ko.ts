// The mails in Korean (docs/product.md §11.3): the buyer's, and the licensor's (ko is a dashboard language);
// keys and placeholders as in ./en.ts.
import type { BuyerTexts, LicensorTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': '주문 {order} 결제가 확인되었습니다',
  'payment.heading': '결제가 확인되었습니다',
  'payment.intro': '{licensor}의 {product}에 대한 결제를 받았습니다.',
  'payment.next': '라이선스가 발급되면 이메일로 다시 알려 드립니다.',
  'payment.viewTx': '탐색기에서 결제 보기',
  'license.subject': '주문 {order}의 라이선스가 발급되었습니다',
  'license.heading': '라이선스가 발급되었습니다',
  'license.intro': '{licensor}의 {product} 라이선스가 Story에서 발급되었습니다.',
  'license.tokens': '라이선스 토큰',
  'license.token': '라이선스 토큰 #{id}',
  'license.verify': '검증 페이지',
  'license.verifyNote': '누구나 검증 페이지에서 라이선스를 확인할 수 있습니다.',
  'license.certificate': '각 라이선스의 인증서가 이 이메일에 PDF로 첨부되어 있습니다.',
  'refund.subject': '주문 {order}의 결제 금액이 환불되었습니다',
  'refund.heading': '결제 금액이 환불되었습니다',
  'refund.intro': '{licensor}의 {product} 결제 금액이 지갑으로 환불되었습니다.',
  'refund.void':
    '이 주문으로 발급된 라이선스는 더 이상 유효하지 않으며, 검증 페이지에 환불되었다고 표시됩니다.',
  'refund.viewTx': '탐색기에서 환불 보기',
  'label.order': '주문 번호',
  'label.product': '상품',
  'label.licensor': '라이선스 제공자',
  'label.amount': '결제 금액',
  'label.paidAt': '결제 일시',
  'label.paymentTx': '결제 트랜잭션',
  'label.refundAmount': '환불 금액',
  'label.refundedAt': '환불 일시',
  'label.refundTx': '환불 트랜잭션',
  'label.separator': ': ',
  footer: 'OVERDIVE에서 주문 {order}에 이 이메일 주소를 입력하셨기 때문에 이 메일을 받으셨습니다.',
};

export const licensor: LicensorTexts = {
  subject: '결제된 새 주문 {order}',
  heading: '결제된 새 주문',
  intro: '구매자가 {product} 결제를 완료했습니다.',
  open: '대시보드에서 주문 열기',
  'label.order': '주문 번호',
  'label.product': '상품',
  'label.buyer': '구매자 지갑',
  'label.quantity': '라이선스 수량',
  'label.amount': '결제 금액',
  'label.paidAt': '결제 일시',
  'label.paymentTx': '결제 트랜잭션',
  'label.separator': ': ',
  footer: 'OVERDIVE에 등록된 {company}의 연락용 이메일이어서 이 메일을 받으셨습니다.',
};
