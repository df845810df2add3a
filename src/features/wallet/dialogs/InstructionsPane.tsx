import { useT } from '../../../services/i18n';
import styles from './dialogs.module.css';
import { learnMoreUrl, WalletLink } from './WalletLinks';

const instructionKeys: Record<
  'INSTRUCTIONS_EXTENSION' | 'INSTRUCTIONS_DESKTOP' | 'INSTRUCTIONS_MOBILE',
  readonly string[]
> = {
  INSTRUCTIONS_EXTENSION: [
    'walletDialogs.instructions.extension.install',
    'walletDialogs.instructions.create',
    'walletDialogs.instructions.extension.refresh',
  ],
  INSTRUCTIONS_DESKTOP: [
    'walletDialogs.instructions.desktop.open',
    'walletDialogs.instructions.create',
    'walletDialogs.instructions.desktop.refresh',
  ],
  INSTRUCTIONS_MOBILE: [
    'walletDialogs.instructions.mobile.open',
    'walletDialogs.instructions.create',
    'walletDialogs.instructions.mobile.scan',
  ],
};

/** The INSTRUCTIONS steps (kit §4.4): how to set the new wallet up, then connect or refresh. */
export function InstructionsPane({
  step,
  wallet,
  onConnect,
}: {
  step: 'INSTRUCTIONS_EXTENSION' | 'INSTRUCTIONS_DESKTOP' | 'INSTRUCTIONS_MOBILE';
  wallet: string;
  onConnect: () => void;
}) {
  const t = useT();
  return (
    <>
      <ol className={styles.steps} aria-label={t('walletDialogs.instructions.steps')}>
        {instructionKeys[step].map((key) => (
          <li key={key}>
            <strong>{t(`${key}.title`, { wallet })}</strong>
            <p className={styles.dim}>{t(`${key}.description`, { wallet })}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {step === 'INSTRUCTIONS_EXTENSION' ? (
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            {t('walletDialogs.instructions.refresh')}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={onConnect}>
            {t('walletDialogs.instructions.connect')}
          </button>
        )}
        <WalletLink href={learnMoreUrl} className={styles.secondaryLink}>
          {t('walletDialogs.instructions.learnMore')}
        </WalletLink>
      </div>
    </>
  );
}
