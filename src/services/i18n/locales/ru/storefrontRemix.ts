// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Зарегистрируйте свой ремикс в Story',
  'storefront.remix.childIp': 'ID вашего IP-актива',
  'storefront.remix.childIpHint':
    'IP-актив вашей работы в Story (0x…), принадлежащий этому кошельку. Ваши лицензионные токены будут израсходованы.',
  'storefront.remix.childIpInvalid': 'Введите ID IP-актива: 0x и 40 шестнадцатеричных символов.',
  'storefront.remix.submit': 'Зарегистрировать ремикс',
  'storefront.remix.done': 'Ваш ремикс зарегистрирован в Story:',
  'storefront.remix.txDescription': 'Регистрация ремикса {title} в Story',
  'storefront.remix.stage.wallet': 'Подтвердите в кошельке…',
  'storefront.remix.stage.mining': 'Ожидание подтверждения транзакции…',
  'storefront.remix.stage.recording': 'Сохраняем ваш ремикс…',
  'storefront.remix.failure.rejected': 'Вы отклонили запрос в кошельке. Ничего не отправлено.',
  'storefront.remix.failure.wallet': 'Кошелёк не смог отправить транзакцию.',
  'storefront.remix.failure.reverted':
    'Транзакция не прошла в блокчейне. Проверьте, что этот кошелёк владеет IP-активом и что он ещё не является ремиксом.',
  'storefront.remix.failure.refused': 'OVERDIVE не принял этот ремикс.',
  'storefront.remix.failure.api': 'Ремикс уже в Story, но OVERDIVE пока не смог его сохранить.',
  'storefront.remix.failure.retry': 'Повторить',
  'storefront.remix.failure.viewTx': 'Посмотреть транзакцию',
  'storefront.remix.failure.newTab': 'открывается в новой вкладке',
};
