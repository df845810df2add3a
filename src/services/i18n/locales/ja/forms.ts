// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'この項目は必須です。',
  'forms.tooShort': '{min} 文字以上で入力してください。',
  'forms.tooLong': '{max} 文字以内で入力してください。',
  'forms.invalidCharacters': '使用できない文字を削除してください。',
  'forms.httpsUrl': 'https:// で始まる完全なアドレスを入力してください',
  'forms.email': 'name@example.com のようなメールアドレスを入力してください。',
  'forms.address': 'ウォレットアドレスを入力してください: 0x に続く 16 進数 40 文字です。',
  'forms.zeroAddress': 'ゼロアドレスは支払いを受け取れません。',
  'forms.slugPattern': '小文字の英字と数字を、ハイフン 1 つでつないでください。',
  'forms.serverRejected': '{reason}',
  'forms.optional': '（任意）',
  'forms.fixErrors': '強調表示された項目を確認してください。',
  'forms.copy': 'コピー',
  'forms.copied': 'コピーしました！',
  'forms.saving': '保存中…',
  'forms.working': '処理中…',
};
