// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Это поле обязательно.',
  'forms.tooShort': 'Используйте не менее {min} символов.',
  'forms.tooLong': 'Используйте не более {max} символов.',
  'forms.invalidCharacters': 'Удалите недопустимые символы.',
  'forms.httpsUrl': 'Введите полный адрес, начинающийся с https://',
  'forms.email': 'Введите адрес эл. почты, например name@example.com.',
  'forms.address': 'Введите адрес кошелька: 0x и 40 шестнадцатеричных символов.',
  'forms.zeroAddress': 'Нулевой адрес не может принимать платежи.',
  'forms.slugPattern': 'Используйте строчные латинские буквы и цифры, соединённые одиночными дефисами.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(необязательно)',
  'forms.fixErrors': 'Проверьте выделенные поля.',
  'forms.copy': 'Копировать',
  'forms.copied': 'Скопировано!',
  'forms.saving': 'Сохранение…',
  'forms.working': 'Выполняется…',
};
