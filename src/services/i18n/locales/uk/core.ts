// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Платежі у стейблкоїнах для ліцензіарів ІВ у мережі Story.',
  'nav.label': 'Головне меню',
  ...navLabels,
  'nav.menu': 'Меню',
  'nav.closeMenu': 'Закрити меню',
  'nav.skipToContent': 'Перейти до вмісту',
  'back.toList': 'До списку',
  'back.toManage': 'До керування',
  'back.home': 'Home',
  'back.back': 'Назад',
  'brand.poweredBy': 'Платежі через OVERDIVE',
  'privacy.notice': 'Повідомлення про конфіденційність',
  'privacy.body':
    'OVERDIVE зберігає адресу вашого гаманця й токен сесії лише в цьому браузері, щоб ви залишалися в системі. Замовлення й дані компанії, які ви вводите, OVERDIVE зберігає для проведення платежів.',
  'locale.label': 'Мова',
  'notices.region': 'Сповіщення',
  'common.loading': 'Завантаження…',
  'common.retry': 'Повторити',
  'common.close': 'Закрити',
  'common.dismiss': 'Приховати',
  'common.cancel': 'Скасувати',
  'common.save': 'Зберегти',
  'common.empty': 'Тут поки нічого немає.',
  'common.checkingSession': 'Перевіряємо вашу сесію…',
  'notFound.title': 'Сторінку не знайдено',
  'notFound.body': 'Адреса, яку ви відкрили, не існує.',
  'notFound.home': 'Перейти до Home',
  'routeError.title': 'Не вдалося завантажити цей екран',
  'routeError.body': 'Перевірте з’єднання та спробуйте ще раз.',
  'errors.noWalletExtension': 'Установіть розширення гаманця.',
  'errors.tokenIssueFailed': 'Не вдалося випустити токен.',
  'errors.noToken': 'Немає JWT-токена. Підключіть гаманець.',
  'errors.noWalletAddress': 'Немає адреси гаманця.',
  'errors.tokenExpired': 'Термін дії токена минув. Увійдіть знову.',
  'errors.apiCallFailed': 'Помилка виклику API: {status}',
  'errors.profileLookupFailed': 'Не вдалося отримати профіль',
  'errors.productCreationFailed': 'Не вдалося створити продукт',
  'errors.network': 'Не вдалося зв’язатися із сервером. Перевірте з’єднання та спробуйте ще раз.',
  'errors.timeout': 'Сервер відповідав задовго. Спробуйте ще раз.',
  'errors.malformedResponse': 'Сервер надіслав відповідь, яку не вдалося прочитати. Спробуйте ще раз.',
  'errors.walletRejected': 'Запит скасовано в гаманці.',
  'errors.walletFailed': 'Гаманцю не вдалося виконати запит.',
  'errors.signInFailed': 'Не вдалося увійти. Спробуйте ще раз.',
  'errors.signatureRefused': 'Сервер відхилив підпис. Нічого не змінено; підпишіть ще раз.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Неправильна мережа',
  'wallet.pendingTransactions': 'Транзакція обробляється',
};

export default core;
