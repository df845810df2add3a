// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Це поле обов’язкове.',
  'forms.tooShort': 'Використайте щонайменше {min} символів.',
  'forms.tooLong': 'Використайте щонайбільше {max} символів.',
  'forms.invalidCharacters': 'Видаліть недопустимі символи.',
  'forms.httpsUrl': 'Введіть повну адресу, що починається з https://',
  'forms.email': 'Введіть адресу ел. пошти, наприклад name@example.com.',
  'forms.address': 'Введіть адресу гаманця: 0x і 40 шістнадцяткових символів.',
  'forms.zeroAddress': 'Нульова адреса не може отримувати платежі.',
  'forms.slugPattern': 'Використовуйте малі латинські літери й цифри, з’єднані одинарними дефісами.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(необов’язково)',
  'forms.fixErrors': 'Перевірте виділені поля.',
  'forms.copy': 'Копіювати',
  'forms.copied': 'Скопійовано!',
  'forms.saving': 'Збереження…',
  'forms.working': 'Виконується…',
};
