// The buyer's mails in Spanish (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Pago recibido del pedido {order}',
  'payment.heading': 'Pago recibido',
  'payment.intro': 'Hemos recibido tu pago por {product} de {licensor}.',
  'payment.next': 'Recibirás otro correo cuando se emita tu licencia.',
  'payment.viewTx': 'Ver el pago en el explorador',
  'license.subject': 'Tu licencia del pedido {order} ya está emitida',
  'license.heading': 'Tu licencia está emitida',
  'license.intro': 'Tu licencia de {product} de {licensor} se ha emitido en Story.',
  'license.tokens': 'Tokens de licencia',
  'license.token': 'Token de licencia #{id}',
  'license.verify': 'Página de verificación',
  'license.verifyNote': 'Cualquiera puede comprobar tu licencia en su página de verificación.',
  'license.certificate': 'El certificado de cada licencia va adjunto a este correo en PDF.',
  'label.order': 'Número de pedido',
  'label.product': 'Producto',
  'label.licensor': 'Licenciante',
  'label.amount': 'Importe pagado',
  'label.paidAt': 'Fecha de pago',
  'label.paymentTx': 'Transacción de pago',
  'label.separator': ': ',
  footer: 'Recibes este correo porque esta dirección se indicó en el pedido {order} en OVERDIVE.',
};
