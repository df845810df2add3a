import { type ReactNode } from 'react';
import { ExternalLink } from '../../../components/ExternalLink';
import { useT } from '../../../services/i18n';
import { type WalletEntry } from './walletList';
import styles from './dialogs.module.css';

export const learnMoreUrl = 'https://ethereum.org/en/wallets/';

/** The kit's links go to the wallet catalogue's own addresses: linked as they are, without the new-tab icon. */
export function WalletLink({
  href,
  children,
  className,
  onClick,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  const t = useT();
  return (
    <ExternalLink
      href={href}
      newTabLabel={t('walletDialogs.newTab')}
      className={className}
      trusted
      icon={false}
      onClick={onClick}
    >
      {children}
    </ExternalLink>
  );
}

export function WalletIcon({ entry, size }: { entry: WalletEntry; size: number }) {
  return (
    <img
      className={styles.walletIcon}
      src={entry.iconUrl}
      alt=""
      width={size}
      height={size}
      style={{ background: entry.iconBackground }}
    />
  );
}
