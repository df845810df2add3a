// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Pagamentos em stablecoins para licenciadores de PI na rede Story.',
  'nav.label': 'Principal',
  ...navLabels,
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Fechar menu',
  'nav.skipToContent': 'Pular para o conteúdo',
  'back.toList': 'Para a lista',
  'back.toManage': 'Para a gestão',
  'back.home': 'Home',
  'back.back': 'Voltar',
  'brand.poweredBy': 'Pagamentos por OVERDIVE',
  'privacy.notice': 'Aviso de privacidade',
  'privacy.body':
    'O OVERDIVE guarda o endereço da sua carteira e o token de sessão apenas neste navegador, para manter você conectado. Os pedidos e dados da empresa que você informa ficam com o OVERDIVE para processar os pagamentos.',
  'locale.label': 'Idioma',
  'notices.region': 'Notificações',
  'common.loading': 'Carregando…',
  'common.retry': 'Tentar novamente',
  'common.close': 'Fechar',
  'common.dismiss': 'Dispensar',
  'common.cancel': 'Cancelar',
  'common.save': 'Salvar',
  'common.empty': 'Nada aqui ainda.',
  'common.checkingSession': 'Verificando sua sessão…',
  'notFound.title': 'Página não encontrada',
  'notFound.body': 'O endereço que você abriu não existe.',
  'notFound.home': 'Ir para Home',
  'routeError.title': 'Não foi possível carregar esta tela',
  'routeError.body': 'Verifique sua conexão e tente novamente.',
  'errors.noWalletExtension': 'Instale uma extensão de carteira.',
  'errors.tokenIssueFailed': 'Falha ao emitir o token.',
  'errors.noToken': 'Nenhum token JWT. Conecte sua carteira.',
  'errors.noWalletAddress': 'Nenhum endereço de carteira.',
  'errors.tokenExpired': 'O token expirou. Faça login novamente.',
  'errors.apiCallFailed': 'Falha na chamada da API: {status}',
  'errors.profileLookupFailed': 'Falha ao buscar o perfil',
  'errors.productCreationFailed': 'Falha ao criar o produto',
  'errors.network': 'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
  'errors.timeout': 'O servidor demorou demais para responder. Tente novamente.',
  'errors.malformedResponse': 'O servidor enviou uma resposta ilegível. Tente novamente.',
  'errors.walletRejected': 'A solicitação foi cancelada na carteira.',
  'errors.walletFailed': 'A carteira não conseguiu concluir a solicitação.',
  'errors.signInFailed': 'Falha no login. Tente novamente.',
  'errors.signatureRefused': 'O servidor recusou a assinatura. Nada foi alterado; assine novamente.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Rede incorreta',
  'wallet.pendingTransactions': 'Transação pendente',
};

export default core;
