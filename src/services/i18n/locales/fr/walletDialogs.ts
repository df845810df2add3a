// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type walletDialogs as en } from '../en/walletDialogs';
import { type Translation } from '../types';

export const walletDialogs: Translation<typeof en> = {
  'walletDialogs.close': 'Fermer',
  'walletDialogs.back': 'Retour',
  'walletDialogs.newTab': '(s’ouvre dans un nouvel onglet)',
  'walletDialogs.connect.title': 'Connecter un portefeuille',
  'walletDialogs.connect.listLabel': 'Portefeuilles',
  'walletDialogs.connect.recent': 'Récent',
  'walletDialogs.connect.selected': 'Sélectionné',
  'walletDialogs.group.installed': 'Installés',
  'walletDialogs.group.recommended': 'Recommandés',
  'walletDialogs.group.popular': 'Populaires',
  'walletDialogs.group.other': 'Autre',
  'walletDialogs.group.others': 'Autres',
  'walletDialogs.group.more': 'Plus',
  'walletDialogs.connect.newToWallets': 'Nouveau dans les portefeuilles Ethereum ?',
  'walletDialogs.connect.learnMore': 'En savoir plus',
  'walletDialogs.intro.title': 'Qu’est-ce qu’un portefeuille ?',
  'walletDialogs.intro.assets.title': 'Un foyer pour vos actifs numériques',
  'walletDialogs.intro.assets.description':
    'Les portefeuilles servent à envoyer, recevoir, stocker et afficher des actifs numériques comme Ethereum et les NFT.',
  'walletDialogs.intro.login.title': 'Une nouvelle façon de se connecter',
  'walletDialogs.intro.login.description':
    'Au lieu de créer de nouveaux comptes et mots de passe sur chaque site, connectez simplement votre portefeuille.',
  'walletDialogs.intro.get': 'Obtenir un portefeuille',
  'walletDialogs.intro.learnMore': 'En savoir plus',
  'walletDialogs.get.title': 'Obtenir un portefeuille',
  'walletDialogs.get.action': 'OBTENIR',
  'walletDialogs.get.actionLabel': 'Obtenir {wallet}',
  'walletDialogs.get.mobile': 'Portefeuille mobile',
  'walletDialogs.get.extension': 'Extension de navigateur',
  'walletDialogs.get.mobileAndExtension': 'Portefeuille mobile et extension',
  'walletDialogs.get.mobileAndDesktop': 'Portefeuille mobile et de bureau',
  'walletDialogs.get.lookingFor.title': 'Ce n’est pas ce que vous cherchez ?',
  'walletDialogs.get.lookingFor.description':
    'Sélectionnez un portefeuille sur l’écran principal pour commencer avec un autre fournisseur.',
  'walletDialogs.connecting.opening': 'Ouverture de {wallet}...',
  'walletDialogs.connecting.confirm': 'Confirmez la connexion dans l’extension',
  'walletDialogs.connecting.failed': 'La connexion n’a pas abouti.',
  'walletDialogs.connecting.retry': 'RÉESSAYER',
  'walletDialogs.connecting.notInstalled': '{wallet} n’est pas installé',
  'walletDialogs.connecting.install': 'INSTALLER',
  'walletDialogs.connecting.notAvailable': '{wallet} n’est pas disponible',
  'walletDialogs.connecting.scan': 'Scanner avec {wallet}',
  'walletDialogs.connecting.scanHint':
    'Scannez avec l’appareil photo de votre téléphone pour ouvrir OVERDIVE dans l’app {wallet}, puis connectez-vous.',
  'walletDialogs.connecting.qrLabel': 'Code QR pour ouvrir OVERDIVE dans {wallet}',
  'walletDialogs.connecting.openApp': 'Ouvrir dans {wallet}',
  'walletDialogs.connecting.openAppHint':
    'Rien ne se passe ? Installez d’abord {wallet}, puis ouvrez OVERDIVE dans son navigateur.',
  'walletDialogs.connecting.dontHave': 'Vous n’avez pas {wallet} ?',
  'walletDialogs.connecting.get': 'OBTENIR',
  'walletDialogs.options.title': 'Obtenir {wallet}',
  'walletDialogs.options.extension.title': '{wallet} pour {browser}',
  'walletDialogs.options.extension.description':
    'Accédez à votre portefeuille directement depuis votre navigateur préféré.',
  'walletDialogs.options.extension.action': 'Ajouter à {browser}',
  'walletDialogs.options.desktop.title': '{wallet} pour {platform}',
  'walletDialogs.options.desktop.description':
    'Accédez à votre portefeuille en natif depuis votre ordinateur.',
  'walletDialogs.options.desktop.action': 'Ajouter à {platform}',
  'walletDialogs.options.mobile.title': 'Télécharger {wallet}',
  'walletDialogs.options.mobile.description':
    'Utilisez le portefeuille mobile pour explorer le monde d’Ethereum.',
  'walletDialogs.options.mobile.action': 'Obtenir l’app',
  'walletDialogs.download.title': 'Installer {wallet}',
  'walletDialogs.download.description': 'Scannez avec votre téléphone pour télécharger sur iOS ou Android',
  'walletDialogs.download.qrLabel': 'Code QR pour télécharger {wallet}',
  'walletDialogs.download.continue': 'Continuer',
  'walletDialogs.instructions.title': 'Bien démarrer avec {wallet}',
  'walletDialogs.instructions.extension.install.title': 'Installez l’extension {wallet}',
  'walletDialogs.instructions.extension.install.description':
    'Nous vous conseillons d’épingler {wallet} à la barre des tâches pour accéder plus vite à votre portefeuille.',
  'walletDialogs.instructions.create.title': 'Créez ou importez un portefeuille',
  'walletDialogs.instructions.create.description':
    'Sauvegardez votre portefeuille de manière sûre. Ne partagez jamais votre phrase secrète avec qui que ce soit.',
  'walletDialogs.instructions.extension.refresh.title': 'Actualisez votre navigateur',
  'walletDialogs.instructions.extension.refresh.description':
    'Une fois votre portefeuille configuré, cliquez ci-dessous pour actualiser le navigateur et charger l’extension.',
  'walletDialogs.instructions.mobile.open.title': 'Ouvrez l’app {wallet}',
  'walletDialogs.instructions.mobile.open.description':
    'Placez {wallet} sur votre écran d’accueil pour accéder plus vite à votre portefeuille.',
  'walletDialogs.instructions.mobile.scan.title': 'Ouvrez OVERDIVE dans l’app',
  'walletDialogs.instructions.mobile.scan.description':
    'Une fois votre portefeuille configuré, scannez le code ou ouvrez cette page dans le navigateur de l’app et connectez-vous.',
  'walletDialogs.instructions.desktop.open.title': 'Ouvrez l’app {wallet}',
  'walletDialogs.instructions.desktop.open.description':
    'Ajoutez {wallet} à la barre des tâches ou au Dock pour accéder plus vite à votre portefeuille.',
  'walletDialogs.instructions.desktop.refresh.title': 'Revenez et connectez-vous',
  'walletDialogs.instructions.desktop.refresh.description':
    'Une fois votre portefeuille configuré, cliquez sur Connecter ci-dessous pour le relier à OVERDIVE.',
  'walletDialogs.instructions.steps': 'Étapes',
  'walletDialogs.instructions.refresh': 'Actualiser',
  'walletDialogs.instructions.connect': 'Connecter',
  'walletDialogs.instructions.learnMore': 'En savoir plus',
  'walletDialogs.account.title': 'Compte',
  'walletDialogs.account.balance': 'Solde',
  'walletDialogs.account.stablecoinBalance': 'Solde {symbol}',
  'walletDialogs.account.copy': 'Copier l’adresse',
  'walletDialogs.account.copied': 'Copiée !',
  'walletDialogs.account.disconnect': 'Déconnecter',
  'walletDialogs.network.title': 'Changer de réseau',
  'walletDialogs.network.connected': 'Connecté',
  'walletDialogs.network.confirm': 'Confirmez dans le portefeuille',
  'walletDialogs.network.wrong':
    'Mauvais réseau détecté, changez de réseau ou déconnectez-vous pour continuer.',
  'walletDialogs.network.failed':
    'Votre portefeuille n’a pas changé de réseau. Changez-le dans le portefeuille ou déconnectez-vous pour continuer.',
  'walletDialogs.network.disconnect': 'Déconnecter',
  'walletDialogs.signIn.title': 'Vérifiez votre compte',
  'walletDialogs.signIn.description':
    'Pour terminer la connexion, vous devez signer un message dans votre portefeuille afin de prouver que vous êtes le propriétaire de ce compte.',
  'walletDialogs.signIn.send': 'Signer le message',
  'walletDialogs.signIn.preparing': 'Préparation du message...',
  'walletDialogs.signIn.signing': 'En attente de la signature...',
  'walletDialogs.signIn.verifying': 'Vérification de la signature...',
  'walletDialogs.signIn.cancel': 'Annuler',
  'walletDialogs.signIn.preparingError': 'Erreur lors de la préparation du message, veuillez réessayer !',
  'walletDialogs.signIn.signingError': 'Erreur lors de la signature du message, veuillez réessayer !',
  'walletDialogs.signIn.verifyingError':
    'Erreur lors de la vérification de la signature, veuillez réessayer !',
  'walletDialogs.signIn.oopsError': 'Oups, un problème est survenu !',
};
