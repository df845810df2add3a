// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': '此项为必填项。',
  'forms.tooShort': '至少使用 {min} 个字符。',
  'forms.tooLong': '最多使用 {max} 个字符。',
  'forms.invalidCharacters': '请删除无效字符。',
  'forms.httpsUrl': '请输入以 https:// 开头的完整地址',
  'forms.email': '请输入电子邮件地址，例如 name@example.com。',
  'forms.address': '请输入钱包地址：0x 后跟 40 个十六进制字符。',
  'forms.zeroAddress': '零地址无法接收付款。',
  'forms.slugPattern': '请使用小写字母和数字，并用单个连字符连接。',
  'forms.serverRejected': '{reason}',
  'forms.optional': '（可选）',
  'forms.fixErrors': '请检查标出的字段。',
  'forms.copy': '复制',
  'forms.copied': '已复制！',
  'forms.saving': '正在保存…',
  'forms.working': '处理中…',
};
