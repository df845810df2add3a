import { type WalletKitConfig } from '../components/walletKit';

/** What the dialog host hands every wallet dialog it opens (WalletDialogHost). */
export interface WalletDialogProps {
  config: WalletKitConfig;
  onClose: () => void;
}
