// The buyer's mails in French (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'Paiement reçu pour la commande {order}',
  'payment.heading': 'Paiement reçu',
  'payment.intro': 'Votre paiement pour {product} de {licensor} a bien été reçu.',
  'payment.next': 'Vous recevrez un autre e-mail dès que votre licence sera émise.',
  'payment.viewTx': 'Voir le paiement dans l’explorateur',
  'license.subject': 'Votre licence pour la commande {order} est émise',
  'license.heading': 'Votre licence est émise',
  'license.intro': 'Votre licence pour {product} de {licensor} a été émise sur Story.',
  'license.tokens': 'Jetons de licence',
  'license.token': 'Jeton de licence n° {id}',
  'license.verify': 'Page de vérification',
  'license.verifyNote': 'Tout le monde peut vérifier votre licence sur sa page de vérification.',
  'license.certificate': 'Le certificat de chaque licence est joint à cet e-mail au format PDF.',
  'refund.subject': 'Votre paiement pour la commande {order} a été remboursé',
  'refund.heading': 'Paiement remboursé',
  'refund.intro': '{licensor} a renvoyé votre paiement pour {product} vers votre portefeuille.',
  'refund.void':
    'Toute licence émise pour cette commande n’est plus valable, et sa page de vérification indique le remboursement.',
  'refund.viewTx': 'Voir le remboursement dans l’explorateur',
  'label.order': 'Numéro de commande',
  'label.product': 'Produit',
  'label.licensor': 'Concédant',
  'label.amount': 'Montant payé',
  'label.paidAt': 'Payé le',
  'label.paymentTx': 'Transaction de paiement',
  'label.refundAmount': 'Montant remboursé',
  'label.refundedAt': 'Remboursé le',
  'label.refundTx': 'Transaction de remboursement',
  // A no-break space before the colon, as French typography asks.
  'label.separator': '\u00a0: ',
  footer:
    'Vous recevez cet e-mail parce que cette adresse a été indiquée pour la commande {order} sur OVERDIVE.',
};
