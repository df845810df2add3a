// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Проверяем лицензию…',
  'licenses.eyebrow': 'Проверка лицензии',
  'licenses.title': 'Лицензионный токен № {id}',
  'licenses.valid': 'Действительна',
  'licenses.validBody': 'Эта лицензия выдана через OVERDIVE и действует.',
  'licenses.void': 'Недействительна',
  'licenses.voidBody': 'Эта лицензия больше не даёт никаких прав.',
  'licenses.voidReason.refunded':
    'Возврат: деньги за заказ возвращены, поэтому лицензия больше не даёт никаких прав.',
  'licenses.download': 'Скачать сертификат',
  'licenses.details': 'Сведения о лицензии',
  'licenses.product': 'Продукт',
  'licenses.licensor': 'Лицензиар',
  'licenses.licensee': 'Лицензиат',
  'licenses.holder': 'Текущий владелец',
  'licenses.holderUnknown': 'Сейчас не удалось прочитать данные из блокчейна.',
  'licenses.moved': 'Этот токен передан: теперь он в другом кошельке, не у лицензиата.',
  'licenses.orderNumber': 'Номер заказа',
  'licenses.issuedAt': 'Дата выдачи',
  'licenses.tokenId': 'ID токена',
  'licenses.copy': 'Копировать',
  'licenses.copyNamed': 'Копировать: {name}',
  'licenses.copied': 'Скопировано',
  'licenses.onChain': 'В блокчейне',
  'licenses.tokenLink': 'Этот токен в обозревателе блокчейна',
  'licenses.mintTx': 'Транзакция выпуска',
  'licenses.pageLink': 'Ссылка на эту страницу',
  'licenses.qr': 'QR-код ссылки на эту страницу',
  'licenses.notFound.title': 'Эта лицензия выдана не через OVERDIVE',
  'licenses.notFound.body':
    'Через OVERDIVE не выдавался лицензионный токен № {id}. Проверьте номер в адресе.',
  'licenses.invalid.title': 'Это не номер лицензионного токена',
  'licenses.invalid.body': 'Номер лицензионного токена — целое число, например 42. Проверьте адрес.',
};
