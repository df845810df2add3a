// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Перевіряємо ліцензію…',
  'licenses.eyebrow': 'Перевірка ліцензії',
  'licenses.title': 'Ліцензійний токен № {id}',
  'licenses.valid': 'Дійсна',
  'licenses.validBody': 'Цю ліцензію видано через OVERDIVE, і вона чинна.',
  'licenses.void': 'Недійсна',
  'licenses.voidBody': 'Ця ліцензія більше не надає жодних прав.',
  'licenses.voidReason.refunded':
    'Повернення коштів: кошти за замовлення повернуто, тому ліцензія більше не надає жодних прав.',
  'licenses.download': 'Завантажити сертифікат',
  'licenses.details': 'Відомості про ліцензію',
  'licenses.product': 'Продукт',
  'licenses.licensor': 'Ліцензіар',
  'licenses.licensee': 'Ліцензіат',
  'licenses.holder': 'Поточний власник',
  'licenses.holderUnknown': 'Зараз не вдалося прочитати дані з блокчейну.',
  'licenses.moved': 'Цей токен передано: тепер він в іншому гаманці, не в ліцензіата.',
  'licenses.orderNumber': 'Номер замовлення',
  'licenses.issuedAt': 'Дата видачі',
  'licenses.tokenId': 'ID токена',
  'licenses.copy': 'Копіювати',
  'licenses.copyNamed': 'Копіювати: {name}',
  'licenses.copied': 'Скопійовано',
  'licenses.onChain': 'У блокчейні',
  'licenses.tokenLink': 'Цей токен в оглядачі блокчейну',
  'licenses.mintTx': 'Транзакція випуску',
  'licenses.pageLink': 'Посилання на цю сторінку',
  'licenses.qr': 'QR-код посилання на цю сторінку',
  'licenses.notFound.title': 'Цю ліцензію видано не через OVERDIVE',
  'licenses.notFound.body': 'Через OVERDIVE не видавали ліцензійний токен № {id}. Перевірте номер в адресі.',
  'licenses.invalid.title': 'Це не номер ліцензійного токена',
  'licenses.invalid.body': 'Номер ліцензійного токена — ціле число, наприклад 42. Перевірте адресу.',
};
