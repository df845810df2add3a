import { type ReactNode, useEffect, useMemo, useReducer, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Dialog } from '../../../components/Dialog';
import { ExternalLink } from '../../../components/ExternalLink';
import { QrCode } from '../../../components/QrCode';
import { Spinner } from '../../../components/Spinner';
import { useIsMobile } from '../../../components/hooks/useMediaQuery';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { type WalletDialogProps } from './walletDialogProps';
import { themeStyle } from './theme';
import {
  selectConnectDialogStart,
  selectDiscoveredWallets,
  selectRecentWalletIds,
  walletConnectRequested,
} from '../walletSlice';
import { canGoBack, connectStepReducer, initialConnectState, type WalletStep } from './connectSteps';
import { DialogStrings } from './DialogStrings';
import { useDebouncedWindowWidth } from './useDebouncedWindowWidth';
import { detectEnvironment } from './walletCatalogue';
import {
  buildWalletList,
  connectQrSize,
  downloadQrSize,
  getWalletEntries,
  offerLabelKey,
  type WalletEntry,
} from './walletList';
import styles from './dialogs.module.css';

export const learnMoreUrl = 'https://ethereum.org/en/wallets/';

/** The kit's links go to the wallet catalogue's own addresses: linked as they are, without the new-tab icon. */
function WalletLink({
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

function WalletIcon({ entry, size }: { entry: WalletEntry; size: number }) {
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

function BackIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ConnectDialog({ config, onClose }: WalletDialogProps) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const installed = useSelector(selectDiscoveredWallets);
  const recentIds = useSelector(selectRecentWalletIds);
  const start = useSelector(selectConnectDialogStart);
  const compact = useIsMobile();
  const windowWidth = useDebouncedWindowWidth(500);
  const environment = useMemo(() => detectEnvironment(), []);
  const groups = useMemo(
    () => buildWalletList({ installed, recentIds, environment }),
    [installed, recentIds, environment],
  );
  const getEntries = useMemo(() => getWalletEntries(environment), [environment]);
  const [state, send] = useReducer(connectStepReducer, start, initialConnectState);
  const selected: WalletEntry | undefined =
    groups.flatMap((group) => group.entries).find((entry) => entry.id === state.selected?.id) ??
    getEntries.find((entry) => entry.id === state.selected?.id);
  const paneHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // A new step moves focus to its heading, so keyboard and screen-reader users continue where the content changed.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    paneHeading.current?.focus({ preventScroll: true });
  }, [state.step, state.selected?.id]);

  const connect = async (entry: WalletEntry) => {
    const result = await dispatch(walletConnectRequested({ walletId: entry.id }));
    if (walletConnectRequested.rejected.match(result)) send({ type: 'connectFailed' });
    else if (!result.payload) send({ type: 'connectRejected' });
  };

  const select = (entry: WalletEntry) => {
    send({ type: 'walletSelected', wallet: entry.step });
    if (entry.installed) void connect(entry);
  };

  const pageUrl = typeof window === 'undefined' ? '' : window.location.href;
  const showList = !compact || state.step === 'NONE';
  const showPane = !compact || state.step !== 'NONE';
  // CONNECT has its back button only in the compact layout, where the list is hidden (kit §4.4).
  const back =
    canGoBack(state.step) && (compact || state.step !== 'CONNECT') ? (
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => send({ type: 'back' })}
        aria-label={t('walletDialogs.back')}
      >
        <BackIcon />
      </button>
    ) : null;

  const wallet = selected?.name ?? '';
  const paneTitle = paneTitleFor(state.step, t, selected, compact);

  const list = (
    <nav className={styles.walletList} aria-label={t('walletDialogs.connect.listLabel')}>
      {groups.map((group) => {
        const headingId = `wallet-group-${group.name}`;
        return (
          <section key={group.name} aria-labelledby={headingId} className={styles.group}>
            <h3
              id={headingId}
              className={group.name === 'Installed' ? styles.groupInstalled : styles.groupName}
            >
              {t(`walletDialogs.group.${group.name.toLowerCase()}`)}
            </h3>
            <ul className={styles.plainList}>
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className={styles.walletRow}
                    aria-current={state.selected?.id === entry.id ? 'true' : undefined}
                    onClick={() => select(entry)}
                  >
                    <WalletIcon entry={entry} size={28} />
                    <span className={styles.walletName}>
                      {entry.name}
                      {entry.recent ? (
                        <span className={styles.caption}>{t('walletDialogs.connect.recent')}</span>
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {compact ? (
        <div className={styles.footer}>
          <span>{t('walletDialogs.connect.newToWallets')}</span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => send({ type: 'getWalletOpened' })}
          >
            {t('walletDialogs.intro.get')}
          </button>
        </div>
      ) : null}
    </nav>
  );

  let pane: ReactNode = null;
  switch (state.step) {
    case 'NONE':
      pane = (
        <>
          <ul className={styles.blurbs}>
            <li>
              <strong>{t('walletDialogs.intro.assets.title')}</strong>
              <p>{t('walletDialogs.intro.assets.description')}</p>
            </li>
            <li>
              <strong>{t('walletDialogs.intro.login.title')}</strong>
              <p>{t('walletDialogs.intro.login.description')}</p>
            </li>
          </ul>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => send({ type: 'getWalletOpened' })}
            >
              {t('walletDialogs.intro.get')}
            </button>
            <WalletLink href={learnMoreUrl} className={styles.secondaryLink}>
              {t('walletDialogs.intro.learnMore')}
            </WalletLink>
          </div>
        </>
      );
      break;
    case 'GET':
      pane = (
        <>
          <ul className={styles.plainList}>
            {getEntries.map((entry) => (
              <li key={entry.id} className={styles.getRow}>
                <WalletIcon entry={entry} size={40} />
                <span className={styles.walletName}>
                  {entry.name}
                  <span className={styles.caption}>{t(offerLabelKey(entry))}</span>
                </span>
                <button
                  type="button"
                  className={styles.pill}
                  onClick={() => send({ type: 'downloadChosen', wallet: entry.step })}
                  aria-label={t('walletDialogs.get.actionLabel', { wallet: entry.name })}
                >
                  {t('walletDialogs.get.action')}
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.note}>
            <strong>{t('walletDialogs.get.lookingFor.title')}</strong>
            <p>{t('walletDialogs.get.lookingFor.description')}</p>
          </div>
        </>
      );
      break;
    case 'CONNECT':
      pane = selected ? (
        <ConnectPane
          entry={selected}
          connectionError={state.connectionError}
          qrSize={connectQrSize(compact, windowWidth)}
          mobile={environment.mobile}
          pageUrl={pageUrl}
          onRetry={() => {
            send({ type: 'connectRetried' });
            void connect(selected);
          }}
          onGet={() => send({ type: 'downloadChosen', wallet: selected.step })}
        />
      ) : null;
      break;
    case 'DOWNLOAD_OPTIONS':
      pane = selected ? (
        <div className={styles.cards}>
          {selected.extensionUrl && !environment.mobile ? (
            <OptionCard
              title={t('walletDialogs.options.extension.title', { wallet, browser: environment.browser })}
              description={t('walletDialogs.options.extension.description')}
              action={t('walletDialogs.options.extension.action', { browser: environment.browser })}
              href={selected.extensionUrl}
              onChoose={() => send({ type: 'downloadOptionChosen', option: 'extension' })}
            />
          ) : null}
          {selected.desktopUrl && !environment.mobile ? (
            <OptionCard
              title={t('walletDialogs.options.desktop.title', { wallet, platform: environment.platform })}
              description={t('walletDialogs.options.desktop.description')}
              action={t('walletDialogs.options.desktop.action', { platform: environment.platform })}
              href={selected.desktopUrl}
              onChoose={() => send({ type: 'downloadOptionChosen', option: 'desktop' })}
            />
          ) : null}
          {selected.step.hasMobile ? (
            <OptionCard
              title={t('walletDialogs.options.mobile.title', { wallet })}
              description={t('walletDialogs.options.mobile.description')}
              action={t('walletDialogs.options.mobile.action')}
              onChoose={() => send({ type: 'downloadOptionChosen', option: 'mobile' })}
            />
          ) : null}
        </div>
      ) : null;
      break;
    case 'DOWNLOAD':
      pane = selected ? (
        <div className={styles.centered}>
          <p>{t('walletDialogs.download.description')}</p>
          {environment.mobile && selected.mobileUrl ? (
            <WalletLink href={selected.mobileUrl} className={styles.primary}>
              {t('walletDialogs.options.mobile.action')}
            </WalletLink>
          ) : selected.qrDownloadUrl ? (
            <QrCode
              value={selected.qrDownloadUrl}
              size={Math.min(downloadQrSize, windowWidth - 40)}
              label={t('walletDialogs.download.qrLabel', { wallet })}
            />
          ) : null}
          <button
            type="button"
            className={styles.primary}
            onClick={() => send({ type: 'downloadContinued' })}
          >
            {t('walletDialogs.download.continue')}
          </button>
        </div>
      ) : null;
      break;
    case 'INSTRUCTIONS_EXTENSION':
    case 'INSTRUCTIONS_DESKTOP':
    case 'INSTRUCTIONS_MOBILE':
      pane = selected ? (
        <Instructions step={state.step} wallet={wallet} onConnect={() => select(selected)} />
      ) : null;
      break;
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('walletDialogs.connect.title')}
      hideTitle={compact && state.step !== 'NONE'}
      closeLabel={t('walletDialogs.close')}
      size={compact ? 'compact' : 'wide'}
      rootProps={{ 'data-wallet-kit': config.id ?? '', style: themeStyle(config.theme) }}
      testId="connect-dialog"
    >
      <div className={compact ? styles.compactLayout : styles.wideLayout}>
        {showList ? list : null}
        {showPane ? (
          <section className={styles.pane} aria-labelledby="wallet-connect-pane-title">
            <div className={styles.paneHeader}>
              {back}
              <h3 id="wallet-connect-pane-title" ref={paneHeading} tabIndex={-1} className={styles.paneTitle}>
                {paneTitle}
              </h3>
            </div>
            {pane}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}

function paneTitleFor(
  step: WalletStep,
  t: ReturnType<typeof useT>,
  selected: WalletEntry | undefined,
  compact: boolean,
): string {
  const wallet = (compact ? selected?.shortName : selected?.name) ?? '';
  switch (step) {
    case 'NONE':
      return t('walletDialogs.intro.title');
    case 'GET':
      return t('walletDialogs.get.title');
    case 'CONNECT':
      return selected && !selected.installed && selected.openInApp
        ? t('walletDialogs.connecting.scan', { wallet })
        : wallet;
    case 'DOWNLOAD_OPTIONS':
      return t('walletDialogs.options.title', { wallet });
    case 'DOWNLOAD':
      return t('walletDialogs.download.title', { wallet });
    default:
      return t('walletDialogs.instructions.title', { wallet });
  }
}

function ConnectPane({
  entry,
  connectionError,
  qrSize,
  mobile,
  pageUrl,
  onRetry,
  onGet,
}: {
  entry: WalletEntry;
  connectionError: boolean;
  qrSize: number;
  mobile: boolean;
  pageUrl: string;
  onRetry: () => void;
  onGet: () => void;
}) {
  const t = useT();
  const wallet = entry.name;
  if (entry.installed) {
    return (
      <div className={styles.centered}>
        <WalletIcon entry={entry} size={60} />
        <p className={styles.statusTitle}>{t('walletDialogs.connecting.opening', { wallet })}</p>
        {connectionError ? (
          <>
            <p className={styles.error} role="alert">
              {t('walletDialogs.connecting.failed')}
            </p>
            <button type="button" className={styles.pill} onClick={onRetry} data-autofocus>
              {t('walletDialogs.connecting.retry')}
            </button>
          </>
        ) : (
          <>
            <p className={styles.dim}>{t('walletDialogs.connecting.confirm')}</p>
            <Spinner label={t('common.loading')} />
          </>
        )}
      </div>
    );
  }
  if (entry.openInApp) {
    const link = entry.openInApp(pageUrl);
    return (
      <div className={styles.centered}>
        {mobile ? (
          <>
            <WalletLink href={link} className={styles.primary}>
              {t('walletDialogs.connecting.openApp', { wallet })}
            </WalletLink>
            <p className={styles.dim}>{t('walletDialogs.connecting.openAppHint', { wallet })}</p>
          </>
        ) : (
          <>
            <QrCode
              value={link}
              size={qrSize}
              label={t('walletDialogs.connecting.qrLabel', { wallet })}
              logoUrl={entry.iconUrl}
              logoBackground={entry.iconBackground}
            />
            <p className={styles.dim}>{t('walletDialogs.connecting.scanHint', { wallet })}</p>
          </>
        )}
        {entry.step.hasMobile || entry.step.hasExtension ? (
          <p className={styles.secondaryRow}>
            <span>{t('walletDialogs.connecting.dontHave', { wallet })}</span>
            <button type="button" className={styles.pill} onClick={onGet}>
              {t('walletDialogs.connecting.get')}
            </button>
          </p>
        ) : null}
      </div>
    );
  }
  const install = entry.extensionUrl ?? entry.mobileUrl;
  return (
    <div className={styles.centered}>
      <WalletIcon entry={entry} size={60} />
      <p className={styles.statusTitle}>
        {t(install ? 'walletDialogs.connecting.notInstalled' : 'walletDialogs.connecting.notAvailable', {
          wallet,
        })}
      </p>
      {install ? (
        <WalletLink href={install} className={styles.pill}>
          {t('walletDialogs.connecting.install')}
        </WalletLink>
      ) : null}
    </div>
  );
}

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

function Instructions({
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

export default function ConnectDialogWithStrings(props: WalletDialogProps) {
  return (
    <DialogStrings>
      <ConnectDialog {...props} />
    </DialogStrings>
  );
}
