// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Dieses Feld ist erforderlich.',
  'forms.tooShort': 'Verwenden Sie mindestens {min} Zeichen.',
  'forms.tooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'forms.invalidCharacters': 'Entfernen Sie die ungültigen Zeichen.',
  'forms.httpsUrl': 'Geben Sie eine vollständige Adresse ein, die mit https:// beginnt',
  'forms.email': 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  'forms.address': 'Geben Sie eine Wallet-Adresse ein: 0x, gefolgt von 40 Hexadezimalzeichen.',
  'forms.zeroAddress': 'Die Nulladresse kann keine Zahlungen empfangen.',
  'forms.slugPattern': 'Verwenden Sie Kleinbuchstaben und Ziffern, verbunden durch einzelne Bindestriche.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(optional)',
  'forms.fixErrors': 'Prüfen Sie die markierten Felder.',
  'forms.copy': 'Kopieren',
  'forms.copied': 'Kopiert!',
  'forms.saving': 'Wird gespeichert…',
  'forms.working': 'Wird bearbeitet…',
};
