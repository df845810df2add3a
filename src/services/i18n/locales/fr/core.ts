// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Paiements en stablecoins pour les concédants de PI sur la chaîne Story.',
  'nav.label': 'Principal',
  ...navLabels,
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Fermer le menu',
  'nav.skipToContent': 'Aller au contenu',
  'back.toList': 'Vers la liste',
  'back.toManage': 'Vers la gestion',
  'back.home': 'Home',
  'back.back': 'Retour',
  'brand.poweredBy': 'Paiements par OVERDIVE',
  'privacy.notice': 'Avis de confidentialité',
  'privacy.body':
    'OVERDIVE enregistre l’adresse de votre portefeuille et votre jeton de session dans ce navigateur uniquement pour vous garder connecté. Les commandes et les informations d’entreprise que vous saisissez sont conservées par OVERDIVE pour traiter les paiements.',
  'locale.label': 'Langue',
  'notices.region': 'Notifications',
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.close': 'Fermer',
  'common.dismiss': 'Masquer',
  'common.cancel': 'Annuler',
  'common.save': 'Enregistrer',
  'common.empty': 'Rien pour l’instant.',
  'common.checkingSession': 'Vérification de votre session…',
  'notFound.title': 'Page introuvable',
  'notFound.body': 'L’adresse que vous avez ouverte n’existe pas.',
  'notFound.home': 'Aller à Home',
  'routeError.title': 'Impossible de charger cet écran',
  'routeError.body': 'Vérifiez votre connexion et réessayez.',
  'errors.noWalletExtension': 'Veuillez installer une extension de portefeuille.',
  'errors.tokenIssueFailed': 'L’émission du jeton a échoué.',
  'errors.noToken': 'Aucun jeton JWT. Veuillez connecter votre portefeuille.',
  'errors.noWalletAddress': 'Aucune adresse de portefeuille.',
  'errors.tokenExpired': 'Le jeton a expiré. Veuillez vous reconnecter.',
  'errors.apiCallFailed': 'Échec de l’appel API : {status}',
  'errors.profileLookupFailed': 'Échec de la récupération du profil',
  'errors.productCreationFailed': 'Échec de la création du produit',
  'errors.network': 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  'errors.timeout': 'Le serveur a mis trop de temps à répondre. Réessayez.',
  'errors.malformedResponse': 'Le serveur a envoyé une réponse illisible. Réessayez.',
  'errors.walletRejected': 'La demande a été annulée dans le portefeuille.',
  'errors.walletFailed': 'Le portefeuille n’a pas pu traiter la demande.',
  'errors.signInFailed': 'La connexion a échoué. Réessayez.',
  'errors.signatureRefused': 'Le serveur a refusé la signature. Rien n’a été modifié ; signez à nouveau.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Mauvais réseau',
  'wallet.pendingTransactions': 'Transaction en attente',
};

export default core;
