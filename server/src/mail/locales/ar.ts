// The buyer's mails in Arabic (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'تم استلام الدفع للطلب {order}',
  'payment.heading': 'تم استلام الدفع',
  'payment.intro': 'تم استلام دفعتك مقابل {product} من {licensor}.',
  'payment.next': 'ستصلك رسالة بريد إلكتروني أخرى عند إصدار ترخيصك.',
  'payment.viewTx': 'عرض الدفعة في المستكشف',
  'license.subject': 'تم إصدار ترخيصك للطلب {order}',
  'license.heading': 'تم إصدار ترخيصك',
  'license.intro': 'تم إصدار ترخيصك لـ {product} من {licensor} على Story.',
  'license.tokens': 'رموز الترخيص',
  'license.token': 'رمز الترخيص #{id}',
  'license.verify': 'صفحة التحقق',
  'license.verifyNote': 'يمكن لأي شخص التحقق من ترخيصك عبر صفحة التحقق الخاصة به.',
  'license.certificate': 'شهادة كل ترخيص مرفقة بهذه الرسالة بصيغة PDF.',
  'label.order': 'رقم الطلب',
  'label.product': 'المنتج',
  'label.licensor': 'مانح الترخيص',
  'label.amount': 'المبلغ المدفوع',
  'label.paidAt': 'تاريخ الدفع',
  'label.paymentTx': 'معاملة الدفع',
  'label.separator': ': ',
  footer: 'تصلك هذه الرسالة لأن هذا العنوان أُدخل للطلب {order} على OVERDIVE.',
};
