// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Verificando esta licença…',
  'licenses.eyebrow': 'Verificação de licença',
  'licenses.title': 'Token de licença nº {id}',
  'licenses.valid': 'Válida',
  'licenses.validBody': 'Esta licença foi emitida pelo OVERDIVE e está em vigor.',
  'licenses.void': 'Anulada',
  'licenses.voidBody': 'Esta licença não concede mais nenhum direito.',
  'licenses.voidReason.refunded':
    'Reembolsada: o pedido foi reembolsado, então esta licença não concede mais nenhum direito.',
  'licenses.download': 'Baixar certificado',
  'licenses.details': 'Detalhes da licença',
  'licenses.product': 'Produto',
  'licenses.licensor': 'Licenciador',
  'licenses.licensee': 'Licenciado',
  'licenses.holder': 'Detentor atual',
  'licenses.holderUnknown': 'Não foi possível ler a blockchain agora.',
  'licenses.moved': 'Este token foi transferido: agora ele está em uma carteira diferente da do licenciado.',
  'licenses.orderNumber': 'Número do pedido',
  'licenses.issuedAt': 'Data de emissão',
  'licenses.tokenId': 'ID do token',
  'licenses.copy': 'Copiar',
  'licenses.copyNamed': 'Copiar {name}',
  'licenses.copied': 'Copiado',
  'licenses.onChain': 'Na blockchain',
  'licenses.tokenLink': 'Este token no explorador da blockchain',
  'licenses.mintTx': 'A transação que o emitiu',
  'licenses.pageLink': 'Link para esta página',
  'licenses.qr': 'Código QR do link para esta página',
  'licenses.notFound.title': 'Esta licença não foi emitida pelo OVERDIVE',
  'licenses.notFound.body':
    'Nenhum token de licença nº {id} foi emitido pelo OVERDIVE. Confira o número no endereço.',
  'licenses.invalid.title': 'Este não é um número de token de licença',
  'licenses.invalid.body': 'Números de token de licença são números inteiros, como 42. Confira o endereço.',
};
