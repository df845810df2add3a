// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Comprobando esta licencia…',
  'licenses.eyebrow': 'Verificación de licencia',
  'licenses.title': 'Token de licencia #{id}',
  'licenses.valid': 'Válida',
  'licenses.validBody': 'Esta licencia se emitió a través de OVERDIVE y está vigente.',
  'licenses.void': 'Anulada',
  'licenses.voidBody': 'Esta licencia ya no otorga ningún derecho.',
  'licenses.voidReason.refunded':
    'Reembolsada: el pedido se reembolsó, así que esta licencia ya no otorga ningún derecho.',
  'licenses.download': 'Descargar certificado',
  'licenses.details': 'Datos de la licencia',
  'licenses.product': 'Producto',
  'licenses.licensor': 'Licenciante',
  'licenses.licensee': 'Licenciatario',
  'licenses.holder': 'Titular actual',
  'licenses.holderUnknown': 'Ahora mismo no se pudo leer la cadena de bloques.',
  'licenses.moved':
    'Este token se ha transferido: ahora lo tiene una billetera distinta de la del licenciatario.',
  'licenses.orderNumber': 'Número de pedido',
  'licenses.issuedAt': 'Fecha de emisión',
  'licenses.tokenId': 'ID del token',
  'licenses.copy': 'Copiar',
  'licenses.copyNamed': 'Copiar {name}',
  'licenses.copied': 'Copiado',
  'licenses.onChain': 'En la cadena de bloques',
  'licenses.tokenLink': 'Este token en el explorador de la cadena',
  'licenses.mintTx': 'La transacción que lo emitió',
  'licenses.pageLink': 'Enlace a esta página',
  'licenses.qr': 'Código QR del enlace a esta página',
  'licenses.notFound.title': 'Esta licencia no se emitió a través de OVERDIVE',
  'licenses.notFound.body':
    'No se emitió ningún token de licencia #{id} a través de OVERDIVE. Comprueba el número en la dirección.',
  'licenses.invalid.title': 'Esto no es un número de token de licencia',
  'licenses.invalid.body':
    'Los números de token de licencia son números enteros, como 42. Comprueba la dirección.',
};
