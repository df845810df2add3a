// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': '此欄位為必填。',
  'forms.tooShort': '請至少使用 {min} 個字元。',
  'forms.tooLong': '最多使用 {max} 個字元。',
  'forms.invalidCharacters': '請移除無效字元。',
  'forms.httpsUrl': '請輸入以 https:// 開頭的完整網址',
  'forms.email': '請輸入電子郵件地址，例如 name@example.com。',
  'forms.address': '請輸入錢包地址：0x 後接 40 個十六進位字元。',
  'forms.zeroAddress': '零地址無法接收付款。',
  'forms.slugPattern': '請使用小寫英文字母和數字，並以單一連字號連接。',
  'forms.serverRejected': '{reason}',
  'forms.optional': '（選填）',
  'forms.fixErrors': '請檢查標示的欄位。',
  'forms.copy': '複製',
  'forms.copied': '已複製！',
  'forms.saving': '儲存中…',
  'forms.working': '處理中…',
};
