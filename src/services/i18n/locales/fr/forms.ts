// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Ce champ est obligatoire.',
  'forms.tooShort': 'Utilisez au moins {min} caractères.',
  'forms.tooLong': 'Utilisez au plus {max} caractères.',
  'forms.invalidCharacters': 'Supprimez les caractères non valides.',
  'forms.httpsUrl': 'Saisissez une adresse complète commençant par https://',
  'forms.email': 'Saisissez une adresse e-mail comme name@example.com.',
  'forms.address': 'Saisissez une adresse de portefeuille : 0x suivi de 40 caractères hexadécimaux.',
  'forms.zeroAddress': 'L’adresse zéro ne peut pas recevoir de paiements.',
  'forms.slugPattern': 'Utilisez des lettres minuscules et des chiffres, reliés par des tirets simples.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(facultatif)',
  'forms.fixErrors': 'Vérifiez les champs signalés.',
  'forms.copy': 'Copier',
  'forms.copied': 'Copié !',
  'forms.saving': 'Enregistrement…',
  'forms.working': 'Traitement…',
};
