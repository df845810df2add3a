// The buyer's mails in Ukrainian (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Оплату замовлення {order} отримано',
  'payment.heading': 'Оплату отримано',
  'payment.intro': 'Ваш платіж за {product} від {licensor} отримано.',
  'payment.next': 'Коли ліцензію буде видано, ви отримаєте ще один лист.',
  'payment.viewTx': 'Переглянути платіж в оглядачі',
  'license.subject': 'Ліцензію за замовленням {order} видано',
  'license.heading': 'Вашу ліцензію видано',
  'license.intro': 'Вашу ліцензію на {product} від {licensor} видано в Story.',
  'license.tokens': 'Ліцензійні токени',
  'license.token': 'Ліцензійний токен № {id}',
  'license.verify': 'Сторінка перевірки',
  'license.verifyNote': 'Будь-хто може перевірити вашу ліцензію на її сторінці перевірки.',
  'license.certificate': 'Сертифікат кожної ліцензії додано до цього листа у форматі PDF.',
  'label.order': 'Номер замовлення',
  'label.product': 'Продукт',
  'label.licensor': 'Ліцензіар',
  'label.amount': 'Сплачена сума',
  'label.paidAt': 'Дата оплати',
  'label.paymentTx': 'Платіжна транзакція',
  'label.separator': ': ',
  footer: 'Ви отримали цей лист, тому що цю адресу було вказано в замовленні {order} на OVERDIVE.',
};
