import { type ComponentType, type ReactNode } from 'react';
import { Strings } from '../../../services/i18n';
import { type WalletDialogProps } from './walletDialogProps';

// The wallet dialogs' texts (namespaces walletDialogs and transactions) are not in the core chunk: they load with
// the first dialog, per locale, and are merged over the app's messages for everything rendered inside a dialog.
export function DialogStrings({ children }: { children: ReactNode }) {
  return <Strings bundles={['walletDialogs']}>{children}</Strings>;
}

/** A wallet dialog with its texts around it: what each dialog's lazily loaded module exports. */
export function withDialogStrings(Dialog: ComponentType<WalletDialogProps>) {
  return function DialogWithStrings(props: WalletDialogProps) {
    return (
      <DialogStrings>
        <Dialog {...props} />
      </DialogStrings>
    );
  };
}
