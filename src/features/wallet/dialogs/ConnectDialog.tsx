import { type ReactNode, useEffect, useMemo, useReducer, useRef } from 'react';
import { Dialog } from '@/components/Dialog';
import { BackIcon } from '@/components/icons';
import { useIsMobile } from '@/components/hooks/useMediaQuery';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { type WalletDialogProps } from './walletDialogProps';
import { themeStyle } from './theme';
import {
  selectConnectDialogStart,
  selectDiscoveredWallets,
  selectRecentWalletIds,
  walletConnectRequested,
} from '../walletSlice';
import { canGoBack, connectStepReducer, initialConnectState, type WalletStep } from './connectSteps';
import { withDialogStrings } from './DialogStrings';
import { useDebouncedWindowWidth } from './useDebouncedWindowWidth';
import { detectEnvironment } from './walletCatalogue';
import { buildWalletList, connectQrSize, getWalletEntries, type WalletEntry } from './walletList';
import styles from './dialogs.module.css';
import { ConnectPane } from './ConnectPane';
import { DownloadOptionsPane } from './DownloadOptionsPane';
import { DownloadPane } from './DownloadPane';
import { GetWalletPane } from './GetWalletPane';
import { InstructionsPane } from './InstructionsPane';
import { IntroPane } from './IntroPane';
import { WalletGroupList } from './WalletGroupList';

/** Where "learn more" leads (kit §4.4); re-exported for the tests that follow it. */
export { learnMoreUrl } from './WalletLinks';

function ConnectDialog({ config, onClose }: WalletDialogProps) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const installed = useFeatureSelector(selectDiscoveredWallets);
  const recentIds = useFeatureSelector(selectRecentWalletIds);
  const start = useFeatureSelector(selectConnectDialogStart);
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
        <BackIcon size={20} />
      </button>
    ) : null;

  const wallet = selected?.name ?? '';
  const paneTitle = paneTitleFor(state.step, t, selected, compact);

  const list = (
    <WalletGroupList
      groups={groups}
      selectedId={state.selected?.id}
      compact={compact}
      onSelect={select}
      onGetWallet={() => send({ type: 'getWalletOpened' })}
    />
  );

  let pane: ReactNode = null;
  switch (state.step) {
    case 'NONE':
      pane = <IntroPane onGetWallet={() => send({ type: 'getWalletOpened' })} />;
      break;
    case 'GET':
      pane = (
        <GetWalletPane
          entries={getEntries}
          onDownload={(entry) => send({ type: 'downloadChosen', wallet: entry.step })}
        />
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
        <DownloadOptionsPane
          selected={selected}
          environment={environment}
          onChoose={(option) => send({ type: 'downloadOptionChosen', option })}
        />
      ) : null;
      break;
    case 'DOWNLOAD':
      pane = selected ? (
        <DownloadPane
          selected={selected}
          mobile={environment.mobile}
          windowWidth={windowWidth}
          onContinue={() => send({ type: 'downloadContinued' })}
        />
      ) : null;
      break;
    case 'INSTRUCTIONS_EXTENSION':
    case 'INSTRUCTIONS_DESKTOP':
    case 'INSTRUCTIONS_MOBILE':
      pane = selected ? (
        <InstructionsPane step={state.step} wallet={wallet} onConnect={() => select(selected)} />
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

export default withDialogStrings(ConnectDialog);
