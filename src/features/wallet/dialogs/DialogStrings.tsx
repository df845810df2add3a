import { type ReactNode } from 'react';
import { Strings } from '../../../services/i18n';

// The wallet dialogs' texts (namespaces walletDialogs and transactions) are not in the core chunk: they load with
// the first dialog, per locale, and are merged over the app's messages for everything rendered inside a dialog.
export function DialogStrings({ children }: { children: ReactNode }) {
  return <Strings bundles={['walletDialogs']}>{children}</Strings>;
}
