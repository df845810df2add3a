// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Este campo es obligatorio.',
  'forms.tooShort': 'Usa al menos {min} caracteres.',
  'forms.tooLong': 'Usa como máximo {max} caracteres.',
  'forms.invalidCharacters': 'Elimina los caracteres no válidos.',
  'forms.httpsUrl': 'Introduce una dirección completa que empiece por https://',
  'forms.email': 'Introduce un correo electrónico como name@example.com.',
  'forms.address': 'Introduce una dirección de billetera: 0x seguido de 40 caracteres hexadecimales.',
  'forms.zeroAddress': 'La dirección cero no puede recibir pagos.',
  'forms.slugPattern': 'Usa letras minúsculas y dígitos, unidos por guiones simples.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(opcional)',
  'forms.fixErrors': 'Revisa los campos resaltados.',
  'forms.copy': 'Copiar',
  'forms.copied': '¡Copiado!',
  'forms.saving': 'Guardando…',
  'forms.working': 'Procesando…',
};
