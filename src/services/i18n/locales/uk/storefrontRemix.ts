// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Зареєструйте свій ремікс у Story',
  'storefront.remix.childIp': 'ID вашого IP-активу',
  'storefront.remix.childIpHint':
    'IP-актив вашого твору в Story (0x…), що належить цьому гаманцю. Ваші ліцензійні токени буде витрачено.',
  'storefront.remix.childIpInvalid': 'Введіть ID IP-активу: 0x і 40 шістнадцяткових символів.',
  'storefront.remix.submit': 'Зареєструвати ремікс',
  'storefront.remix.done': 'Ваш ремікс зареєстровано в Story:',
  'storefront.remix.txDescription': 'Реєстрація реміксу {title} у Story',
  'storefront.remix.stage.wallet': 'Підтвердьте в гаманці…',
  'storefront.remix.stage.mining': 'Очікування підтвердження транзакції…',
  'storefront.remix.stage.recording': 'Зберігаємо ваш ремікс…',
  'storefront.remix.failure.rejected': 'Ви відхилили запит у гаманці. Нічого не надіслано.',
  'storefront.remix.failure.wallet': 'Гаманець не зміг надіслати транзакцію.',
  'storefront.remix.failure.reverted':
    'Транзакція не пройшла в блокчейні. Перевірте, що цей гаманець володіє IP-активом і що він ще не є реміксом.',
  'storefront.remix.failure.refused': 'OVERDIVE не прийняв цей ремікс.',
  'storefront.remix.failure.api': 'Ремікс уже в Story, але OVERDIVE поки не зміг його зберегти.',
  'storefront.remix.failure.retry': 'Повторити',
  'storefront.remix.failure.viewTx': 'Переглянути транзакцію',
  'storefront.remix.failure.newTab': 'відкривається в новій вкладці',
};
