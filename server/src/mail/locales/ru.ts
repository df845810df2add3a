// The buyer's mails in Russian (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Оплата заказа {order} получена',
  'payment.heading': 'Оплата получена',
  'payment.intro': 'Ваш платёж за {product} от {licensor} получен.',
  'payment.next': 'Когда лицензия будет выдана, вы получите ещё одно письмо.',
  'payment.viewTx': 'Посмотреть платёж в обозревателе',
  'license.subject': 'Лицензия по заказу {order} выдана',
  'license.heading': 'Ваша лицензия выдана',
  'license.intro': 'Ваша лицензия на {product} от {licensor} выдана в Story.',
  'license.tokens': 'Лицензионные токены',
  'license.token': 'Лицензионный токен № {id}',
  'license.verify': 'Страница проверки',
  'license.verifyNote': 'Любой может проверить вашу лицензию на её странице проверки.',
  'license.certificate': 'Сертификат каждой лицензии приложен к этому письму в формате PDF.',
  'label.order': 'Номер заказа',
  'label.product': 'Продукт',
  'label.licensor': 'Лицензиар',
  'label.amount': 'Оплаченная сумма',
  'label.paidAt': 'Дата оплаты',
  'label.paymentTx': 'Платёжная транзакция',
  'label.separator': ': ',
  footer: 'Вы получили это письмо, потому что этот адрес был указан в заказе {order} на OVERDIVE.',
};
