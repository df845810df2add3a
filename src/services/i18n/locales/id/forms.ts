// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Kolom ini wajib diisi.',
  'forms.tooShort': 'Gunakan minimal {min} karakter.',
  'forms.tooLong': 'Gunakan maksimal {max} karakter.',
  'forms.invalidCharacters': 'Hapus karakter yang tidak valid.',
  'forms.httpsUrl': 'Masukkan alamat lengkap yang diawali https://',
  'forms.email': 'Masukkan alamat email seperti name@example.com.',
  'forms.address': 'Masukkan alamat dompet: 0x diikuti 40 karakter heksadesimal.',
  'forms.zeroAddress': 'Alamat nol tidak dapat menerima pembayaran.',
  'forms.slugPattern': 'Gunakan huruf kecil dan angka, digabung dengan satu tanda hubung.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(opsional)',
  'forms.fixErrors': 'Periksa kolom yang ditandai.',
  'forms.copy': 'Salin',
  'forms.copied': 'Disalin!',
  'forms.saving': 'Menyimpan…',
  'forms.working': 'Memproses…',
};
