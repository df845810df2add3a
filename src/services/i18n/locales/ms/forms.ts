// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Medan ini wajib diisi.',
  'forms.tooShort': 'Gunakan sekurang-kurangnya {min} aksara.',
  'forms.tooLong': 'Gunakan paling banyak {max} aksara.',
  'forms.invalidCharacters': 'Buang aksara yang tidak sah.',
  'forms.httpsUrl': 'Masukkan alamat penuh yang bermula dengan https://',
  'forms.email': 'Masukkan alamat e-mel seperti name@example.com.',
  'forms.address': 'Masukkan alamat dompet: 0x diikuti 40 aksara heksadesimal.',
  'forms.zeroAddress': 'Alamat sifar tidak boleh menerima pembayaran.',
  'forms.slugPattern': 'Gunakan huruf kecil dan digit, disambung dengan satu sempang.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(pilihan)',
  'forms.fixErrors': 'Semak medan yang diserlahkan.',
  'forms.copy': 'Salin',
  'forms.copied': 'Disalin!',
  'forms.saving': 'Menyimpan…',
  'forms.working': 'Memproses…',
};
