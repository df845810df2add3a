// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Bu alan zorunludur.',
  'forms.tooShort': 'En az {min} karakter kullanın.',
  'forms.tooLong': 'En fazla {max} karakter kullanın.',
  'forms.invalidCharacters': 'Geçersiz karakterleri kaldırın.',
  'forms.httpsUrl': 'https:// ile başlayan tam bir adres girin',
  'forms.email': 'name@example.com gibi bir e-posta adresi girin.',
  'forms.address': 'Bir cüzdan adresi girin: 0x ve ardından 40 onaltılık karakter.',
  'forms.zeroAddress': 'Sıfır adresi ödeme alamaz.',
  'forms.slugPattern': 'Tek tirelerle birleştirilmiş küçük harfler ve rakamlar kullanın.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(isteğe bağlı)',
  'forms.fixErrors': 'İşaretli alanları kontrol edin.',
  'forms.copy': 'Kopyala',
  'forms.copied': 'Kopyalandı!',
  'forms.saving': 'Kaydediliyor…',
  'forms.working': 'İşleniyor…',
};
