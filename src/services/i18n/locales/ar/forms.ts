// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'هذا الحقل مطلوب.',
  'forms.tooShort': 'استخدم {min} أحرف على الأقل.',
  'forms.tooLong': 'استخدم {max} حرفاً على الأكثر.',
  'forms.invalidCharacters': 'احذف الأحرف غير الصالحة.',
  'forms.httpsUrl': 'أدخل عنواناً كاملاً يبدأ بـ https://',
  'forms.email': 'أدخل بريداً إلكترونياً مثل name@example.com.',
  'forms.address': 'أدخل عنوان محفظة: 0x متبوعاً بـ 40 حرفاً ست عشرياً.',
  'forms.zeroAddress': 'لا يمكن للعنوان الصفري استلام المدفوعات.',
  'forms.slugPattern': 'استخدم أحرفاً لاتينية صغيرة وأرقاماً تفصل بينها شرطة واحدة.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(اختياري)',
  'forms.fixErrors': 'تحقّق من الحقول المميّزة.',
  'forms.copy': 'نسخ',
  'forms.copied': 'تم النسخ!',
  'forms.saving': 'جارٍ الحفظ…',
  'forms.working': 'جارٍ العمل…',
};
