// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Registra tu remix en Story',
  'storefront.remix.childIp': 'El ID de tu activo de PI',
  'storefront.remix.childIpHint':
    'El activo de PI de Story de tu obra (0x…), propiedad de esta billetera. Tus tokens de licencia se consumen.',
  'storefront.remix.childIpInvalid':
    'Introduce un ID de activo de PI: 0x seguido de 40 caracteres hexadecimales.',
  'storefront.remix.submit': 'Registrar remix',
  'storefront.remix.done': 'Tu remix está registrado en Story:',
  'storefront.remix.txDescription': 'Registrar un remix de {title} en Story',
  'storefront.remix.stage.wallet': 'Confirma en tu billetera…',
  'storefront.remix.stage.mining': 'Esperando a que se confirme la transacción…',
  'storefront.remix.stage.recording': 'Guardando tu remix…',
  'storefront.remix.failure.rejected': 'Rechazaste la solicitud en tu billetera. No se envió nada.',
  'storefront.remix.failure.wallet': 'Tu billetera no pudo enviar la transacción.',
  'storefront.remix.failure.reverted':
    'La transacción falló en la cadena. Comprueba que esta billetera es dueña del activo de PI y que no es ya un remix.',
  'storefront.remix.failure.refused': 'OVERDIVE no aceptó este remix.',
  'storefront.remix.failure.api': 'El remix está en Story, pero OVERDIVE aún no pudo guardarlo.',
  'storefront.remix.failure.retry': 'Reintentar',
  'storefront.remix.failure.viewTx': 'Ver la transacción',
  'storefront.remix.failure.newTab': 'se abre en una pestaña nueva',
};
