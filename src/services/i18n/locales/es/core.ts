// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Pagos en stablecoins para licenciantes de PI en la cadena Story.',
  'nav.label': 'Principal',
  ...navLabels,
  'nav.menu': 'Menú',
  'nav.closeMenu': 'Cerrar menú',
  'nav.skipToContent': 'Saltar al contenido',
  'back.toList': 'A la lista',
  'back.toManage': 'A la gestión',
  'back.home': 'Home',
  'back.back': 'Atrás',
  'brand.poweredBy': 'Pagos con OVERDIVE',
  'privacy.notice': 'Aviso de privacidad',
  'privacy.body':
    'OVERDIVE guarda la dirección de tu billetera y tu token de sesión solo en este navegador para mantener tu sesión iniciada. OVERDIVE conserva los pedidos y los datos de empresa que introduces para gestionar los pagos.',
  'locale.label': 'Idioma',
  'notices.region': 'Notificaciones',
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.close': 'Cerrar',
  'common.dismiss': 'Descartar',
  'common.cancel': 'Cancelar',
  'common.save': 'Guardar',
  'common.empty': 'Aún no hay nada aquí.',
  'common.checkingSession': 'Comprobando tu sesión…',
  'notFound.title': 'Página no encontrada',
  'notFound.body': 'La dirección que abriste no existe.',
  'notFound.home': 'Ir a Home',
  'routeError.title': 'No se pudo cargar esta pantalla',
  'routeError.body': 'Comprueba tu conexión e inténtalo de nuevo.',
  'errors.noWalletExtension': 'Instala una extensión de billetera.',
  'errors.tokenIssueFailed': 'No se pudo emitir el token.',
  'errors.noToken': 'No hay token JWT. Conecta tu billetera.',
  'errors.noWalletAddress': 'No hay dirección de billetera.',
  'errors.tokenExpired': 'El token caducó. Vuelve a iniciar sesión.',
  'errors.apiCallFailed': 'Falló la llamada a la API: {status}',
  'errors.profileLookupFailed': 'No se pudo obtener el perfil',
  'errors.productCreationFailed': 'No se pudo crear el producto',
  'errors.network': 'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  'errors.timeout': 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
  'errors.malformedResponse': 'El servidor envió una respuesta ilegible. Inténtalo de nuevo.',
  'errors.walletRejected': 'La solicitud se canceló en la billetera.',
  'errors.walletFailed': 'La billetera no pudo completar la solicitud.',
  'errors.signInFailed': 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  'errors.signatureRefused': 'El servidor rechazó la firma. No se cambió nada; vuelve a firmar.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Red incorrecta',
  'wallet.pendingTransactions': 'Transacción pendiente',
};

export default core;
