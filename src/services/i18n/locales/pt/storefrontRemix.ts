// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Registre seu remix na Story',
  'storefront.remix.childIp': 'O ID do seu ativo de PI',
  'storefront.remix.childIpHint':
    'O ativo de PI da Story da sua obra (0x…), de propriedade desta carteira. Seus tokens de licença são consumidos.',
  'storefront.remix.childIpInvalid': 'Insira um ID de ativo de PI: 0x seguido de 40 caracteres hexadecimais.',
  'storefront.remix.submit': 'Registrar remix',
  'storefront.remix.done': 'Seu remix está registrado na Story:',
  'storefront.remix.txDescription': 'Registrar um remix de {title} na Story',
  'storefront.remix.stage.wallet': 'Confirme na sua carteira…',
  'storefront.remix.stage.mining': 'Aguardando a confirmação da transação…',
  'storefront.remix.stage.recording': 'Registrando seu remix…',
  'storefront.remix.failure.rejected': 'Você recusou a solicitação na sua carteira. Nada foi enviado.',
  'storefront.remix.failure.wallet': 'Sua carteira não conseguiu enviar a transação.',
  'storefront.remix.failure.reverted':
    'A transação falhou na blockchain. Verifique se esta carteira é dona do ativo de PI e se ele ainda não é um remix.',
  'storefront.remix.failure.refused': 'A OVERDIVE não aceitou este remix.',
  'storefront.remix.failure.api': 'O remix está na Story, mas a OVERDIVE ainda não conseguiu registrá-lo.',
  'storefront.remix.failure.retry': 'Tentar novamente',
  'storefront.remix.failure.viewTx': 'Ver a transação',
  'storefront.remix.failure.newTab': 'abre em uma nova aba',
};
