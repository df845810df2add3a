// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Платежи в стейблкоинах для лицензиаров ИС в сети Story.',
  'nav.label': 'Главное меню',
  ...navLabels,
  'nav.menu': 'Меню',
  'nav.closeMenu': 'Закрыть меню',
  'nav.skipToContent': 'Перейти к содержимому',
  'back.toList': 'К списку',
  'back.toManage': 'К управлению',
  'back.home': 'Home',
  'back.back': 'Назад',
  'brand.poweredBy': 'Платежи через OVERDIVE',
  'privacy.notice': 'Уведомление о конфиденциальности',
  'privacy.body':
    'OVERDIVE хранит адрес вашего кошелька и токен сессии только в этом браузере, чтобы вы оставались в системе. Введённые вами заказы и данные компании OVERDIVE хранит для проведения платежей.',
  'locale.label': 'Язык',
  'notices.region': 'Уведомления',
  'common.loading': 'Загрузка…',
  'common.retry': 'Повторить',
  'common.close': 'Закрыть',
  'common.dismiss': 'Скрыть',
  'common.cancel': 'Отмена',
  'common.save': 'Сохранить',
  'common.empty': 'Здесь пока ничего нет.',
  'common.checkingSession': 'Проверяем вашу сессию…',
  'notFound.title': 'Страница не найдена',
  'notFound.body': 'Открытый вами адрес не существует.',
  'notFound.home': 'Перейти в Home',
  'routeError.title': 'Не удалось загрузить этот экран',
  'routeError.body': 'Проверьте подключение и попробуйте снова.',
  'errors.noWalletExtension': 'Установите расширение кошелька.',
  'errors.tokenIssueFailed': 'Не удалось выпустить токен.',
  'errors.noToken': 'Нет JWT-токена. Подключите кошелёк.',
  'errors.noWalletAddress': 'Нет адреса кошелька.',
  'errors.tokenExpired': 'Срок действия токена истёк. Войдите снова.',
  'errors.apiCallFailed': 'Ошибка вызова API: {status}',
  'errors.profileLookupFailed': 'Не удалось получить профиль',
  'errors.productCreationFailed': 'Не удалось создать продукт',
  'errors.network': 'Не удалось связаться с сервером. Проверьте подключение и попробуйте снова.',
  'errors.timeout': 'Сервер отвечал слишком долго. Попробуйте снова.',
  'errors.malformedResponse': 'Сервер прислал ответ, который не удалось прочитать. Попробуйте снова.',
  'errors.walletRejected': 'Запрос отменён в кошельке.',
  'errors.walletFailed': 'Кошельку не удалось выполнить запрос.',
  'errors.signInFailed': 'Не удалось войти. Попробуйте снова.',
  'errors.signatureRefused': 'Сервер отклонил подпись. Ничего не изменено; подпишите снова.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Не та сеть',
  'wallet.pendingTransactions': 'Транзакция в обработке',
};

export default core;
