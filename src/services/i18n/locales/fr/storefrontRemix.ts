// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Enregistrez votre remix sur Story',
  'storefront.remix.childIp': 'L’ID de votre actif de PI',
  'storefront.remix.childIpHint':
    'L’actif de PI Story de votre œuvre (0x…), détenu par ce portefeuille. Vos jetons de licence sont consommés.',
  'storefront.remix.childIpInvalid':
    'Saisissez un ID d’actif de PI : 0x suivi de 40 caractères hexadécimaux.',
  'storefront.remix.submit': 'Enregistrer le remix',
  'storefront.remix.done': 'Votre remix est enregistré sur Story :',
  'storefront.remix.txDescription': 'Enregistrer un remix de {title} sur Story',
  'storefront.remix.stage.wallet': 'Confirmez dans votre portefeuille…',
  'storefront.remix.stage.mining': 'En attente de la confirmation de la transaction…',
  'storefront.remix.stage.recording': 'Enregistrement de votre remix…',
  'storefront.remix.failure.rejected':
    'Vous avez refusé la demande dans votre portefeuille. Rien n’a été envoyé.',
  'storefront.remix.failure.wallet': 'Votre portefeuille n’a pas pu envoyer la transaction.',
  'storefront.remix.failure.reverted':
    'La transaction a échoué sur la chaîne. Vérifiez que ce portefeuille détient l’actif de PI et qu’il n’est pas déjà un remix.',
  'storefront.remix.failure.refused': 'OVERDIVE n’a pas accepté ce remix.',
  'storefront.remix.failure.api': 'Le remix est sur Story, mais OVERDIVE n’a pas encore pu l’enregistrer.',
  'storefront.remix.failure.retry': 'Réessayer',
  'storefront.remix.failure.viewTx': 'Voir la transaction',
  'storefront.remix.failure.newTab': 's’ouvre dans un nouvel onglet',
};
