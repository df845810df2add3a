// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Este campo é obrigatório.',
  'forms.tooShort': 'Use pelo menos {min} caracteres.',
  'forms.tooLong': 'Use no máximo {max} caracteres.',
  'forms.invalidCharacters': 'Remova os caracteres inválidos.',
  'forms.httpsUrl': 'Informe um endereço completo começando com https://',
  'forms.email': 'Informe um e-mail como name@example.com.',
  'forms.address': 'Informe um endereço de carteira: 0x seguido de 40 caracteres hexadecimais.',
  'forms.zeroAddress': 'O endereço zero não pode receber pagamentos.',
  'forms.slugPattern': 'Use letras minúsculas e dígitos, unidos por hifens simples.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(opcional)',
  'forms.fixErrors': 'Verifique os campos destacados.',
  'forms.copy': 'Copiar',
  'forms.copied': 'Copiado!',
  'forms.saving': 'Salvando…',
  'forms.working': 'Processando…',
};
