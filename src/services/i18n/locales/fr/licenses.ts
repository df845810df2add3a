// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Vérification de cette licence…',
  'licenses.eyebrow': 'Vérification de licence',
  'licenses.title': 'Jeton de licence n° {id}',
  'licenses.valid': 'Valide',
  'licenses.validBody': 'Cette licence a été émise via OVERDIVE et est en vigueur.',
  'licenses.void': 'Annulée',
  'licenses.voidBody': 'Cette licence ne confère plus aucun droit.',
  'licenses.voidReason.refunded':
    'Remboursée : la commande a été remboursée, cette licence ne confère donc plus aucun droit.',
  'licenses.download': 'Télécharger le certificat',
  'licenses.details': 'Détails de la licence',
  'licenses.product': 'Produit',
  'licenses.licensor': 'Concédant',
  'licenses.licensee': 'Licencié',
  'licenses.holder': 'Détenteur actuel',
  'licenses.holderUnknown': 'La blockchain n’a pas pu être lue pour le moment.',
  'licenses.moved':
    'Ce jeton a été transféré : un autre portefeuille que celui du licencié le détient désormais.',
  'licenses.orderNumber': 'Numéro de commande',
  'licenses.issuedAt': 'Date d’émission',
  'licenses.tokenId': 'ID du jeton',
  'licenses.copy': 'Copier',
  'licenses.copyNamed': 'Copier : {name}',
  'licenses.copied': 'Copié',
  'licenses.onChain': 'Sur la blockchain',
  'licenses.tokenLink': 'Ce jeton dans l’explorateur de la blockchain',
  'licenses.mintTx': 'La transaction qui l’a émis',
  'licenses.pageLink': 'Lien vers cette page',
  'licenses.qr': 'Code QR du lien vers cette page',
  'licenses.notFound.title': 'Cette licence n’a pas été émise via OVERDIVE',
  'licenses.notFound.body':
    'Aucun jeton de licence n° {id} n’a été émis via OVERDIVE. Vérifiez le numéro dans l’adresse.',
  'licenses.invalid.title': 'Ce n’est pas un numéro de jeton de licence',
  'licenses.invalid.body':
    'Les numéros de jeton de licence sont des nombres entiers, comme 42. Vérifiez l’adresse.',
};
