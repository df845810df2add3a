// The buyer's mails in Portuguese (Brazil) (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Pagamento recebido do pedido {order}',
  'payment.heading': 'Pagamento recebido',
  'payment.intro': 'Recebemos seu pagamento por {product} de {licensor}.',
  'payment.next': 'Você receberá outro e-mail quando sua licença for emitida.',
  'payment.viewTx': 'Ver o pagamento no explorador',
  'license.subject': 'Sua licença do pedido {order} foi emitida',
  'license.heading': 'Sua licença foi emitida',
  'license.intro': 'Sua licença de {product} de {licensor} foi emitida na Story.',
  'license.tokens': 'Tokens de licença',
  'license.token': 'Token de licença nº {id}',
  'license.verify': 'Página de verificação',
  'license.verifyNote': 'Qualquer pessoa pode conferir sua licença na página de verificação dela.',
  'license.certificate': 'O certificado de cada licença está anexado a este e-mail em PDF.',
  'label.order': 'Número do pedido',
  'label.product': 'Produto',
  'label.licensor': 'Licenciante',
  'label.amount': 'Valor pago',
  'label.paidAt': 'Pago em',
  'label.paymentTx': 'Transação de pagamento',
  'label.separator': ': ',
  footer: 'Você está recebendo este e-mail porque este endereço foi informado no pedido {order} na OVERDIVE.',
};
