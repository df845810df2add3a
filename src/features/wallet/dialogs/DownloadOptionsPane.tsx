import { useT } from '../../../services/i18n';
import { type WalletEntry } from './walletList';
import { type Environment } from './walletCatalogue';
import styles from './dialogs.module.css';
import { WalletLink } from './WalletLinks';

function OptionCard({
  title,
  description,
  action,
  href,
  onChoose,
}: {
  title: string;
  description: string;
  action: string;
  href?: string;
  onChoose: () => void;
}) {
  return (
    <div className={styles.card}>
      <strong>{title}</strong>
      <p className={styles.dim}>{description}</p>
      {href ? (
        <WalletLink href={href} className={styles.pill} onClick={onChoose}>
          {action}
        </WalletLink>
      ) : (
        <button type="button" className={styles.pill} onClick={onChoose}>
          {action}
        </button>
      )}
    </div>
  );
}

/** The DOWNLOAD_OPTIONS step (kit §4.4): the wallet as a browser extension, a desktop app or a mobile app. */
export function DownloadOptionsPane({
  selected,
  environment,
  onChoose,
}: {
  selected: WalletEntry;
  environment: Environment;
  onChoose: (option: 'extension' | 'desktop' | 'mobile') => void;
}) {
  const t = useT();
  const wallet = selected.name;
  return (
    <div className={styles.cards}>
      {selected.extensionUrl && !environment.mobile ? (
        <OptionCard
          title={t('walletDialogs.options.extension.title', { wallet, browser: environment.browser })}
          description={t('walletDialogs.options.extension.description')}
          action={t('walletDialogs.options.extension.action', { browser: environment.browser })}
          href={selected.extensionUrl}
          onChoose={() => onChoose('extension')}
        />
      ) : null}
      {selected.desktopUrl && !environment.mobile ? (
        <OptionCard
          title={t('walletDialogs.options.desktop.title', { wallet, platform: environment.platform })}
          description={t('walletDialogs.options.desktop.description')}
          action={t('walletDialogs.options.desktop.action', { platform: environment.platform })}
          href={selected.desktopUrl}
          onChoose={() => onChoose('desktop')}
        />
      ) : null}
      {selected.step.hasMobile ? (
        <OptionCard
          title={t('walletDialogs.options.mobile.title', { wallet })}
          description={t('walletDialogs.options.mobile.description')}
          action={t('walletDialogs.options.mobile.action')}
          onChoose={() => onChoose('mobile')}
        />
      ) : null}
    </div>
  );
}
