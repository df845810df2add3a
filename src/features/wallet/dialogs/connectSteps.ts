// The connect dialog's step machine (wallet-kit reference §4.4) as a pure reducer, so every transition is unit
// tested. The dialog does the side effects (connecting, opening links) and reports them here as events.

export type WalletStep =
  | 'NONE'
  | 'GET'
  | 'CONNECT'
  | 'DOWNLOAD'
  | 'DOWNLOAD_OPTIONS'
  | 'INSTRUCTIONS_EXTENSION'
  | 'INSTRUCTIONS_DESKTOP'
  | 'INSTRUCTIONS_MOBILE';

/** What the machine needs to know about a wallet to route between steps. */
export interface StepWallet {
  id: string;
  /** Installed in this browser (EIP-6963 or injected): connecting can start at once. */
  ready: boolean;
  /** A download of the extension for the current browser exists. */
  hasExtension: boolean;
  hasDesktop: boolean;
  /** A mobile app (QR download) exists. */
  hasMobile: boolean;
  hasExtensionSteps: boolean;
  hasDesktopSteps: boolean;
  hasMobileSteps: boolean;
}

export interface ConnectStepState {
  step: WalletStep;
  /** The last of GET / CONNECT entered going forward: the target of some back steps. */
  initialStep: 'NONE' | 'GET' | 'CONNECT';
  selected: StepWallet | null;
  /** The last connect attempt failed with something other than a rejection: show RETRY. */
  connectionError: boolean;
}

export type ConnectStepEvent =
  /** The user picked a wallet in the list. */
  | { type: 'walletSelected'; wallet: StepWallet }
  /** "Get a Wallet" on the intro. */
  | { type: 'getWalletOpened' }
  /** `GET` next to a wallet in the get-a-wallet list, or "Don't have X? GET" in CONNECT. */
  | { type: 'downloadChosen'; wallet: StepWallet }
  /** A card of DOWNLOAD_OPTIONS. */
  | { type: 'downloadOptionChosen'; option: 'extension' | 'desktop' | 'mobile' }
  /** `Continue` under the download QR. */
  | { type: 'downloadContinued' }
  /** The connect attempt failed (not a user rejection). */
  | { type: 'connectFailed' }
  /** The user said no in the wallet: stop quietly, back to the start. */
  | { type: 'connectRejected' }
  /** RETRY. */
  | { type: 'connectRetried' }
  | { type: 'back' }
  | { type: 'reset'; step?: 'NONE' | 'GET' };

export function initialConnectState(step: 'NONE' | 'GET' = 'NONE'): ConnectStepState {
  return { step, initialStep: step, selected: null, connectionError: false };
}

function at(
  state: ConnectStepState,
  step: WalletStep,
  changes: Partial<ConnectStepState> = {},
): ConnectStepState {
  const selected = changes.selected === undefined ? state.selected : changes.selected;
  // The error flag resets whenever the step or the selected wallet changes (kit §4.4).
  const reset = step !== state.step || selected?.id !== state.selected?.id;
  return { ...state, ...changes, step, connectionError: reset ? false : state.connectionError };
}

/** Routing from GET (kit §4.4): mobile plus extension or desktop → options; mobile only → QR; else instructions. */
function downloadStep(wallet: StepWallet): WalletStep {
  if (wallet.hasMobile && (wallet.hasExtension || wallet.hasDesktop)) return 'DOWNLOAD_OPTIONS';
  if (wallet.hasMobile) return 'DOWNLOAD';
  if (wallet.hasDesktop) return 'INSTRUCTIONS_DESKTOP';
  return 'INSTRUCTIONS_EXTENSION';
}

export function connectStepReducer(state: ConnectStepState, event: ConnectStepEvent): ConnectStepState {
  const wallet = state.selected;
  switch (event.type) {
    case 'walletSelected':
      if (event.wallet.ready) return at(state, 'CONNECT', { selected: event.wallet, initialStep: 'CONNECT' });
      return at(state, event.wallet.hasExtension ? 'DOWNLOAD_OPTIONS' : 'CONNECT', {
        selected: event.wallet,
        initialStep: 'CONNECT',
      });
    case 'getWalletOpened':
      return at(state, 'GET', { selected: null, initialStep: 'GET' });
    case 'downloadChosen':
      return at(state, downloadStep(event.wallet), { selected: event.wallet });
    case 'downloadOptionChosen':
      if (!wallet) return state;
      if (event.option === 'extension')
        return at(state, wallet.hasExtensionSteps ? 'INSTRUCTIONS_EXTENSION' : 'CONNECT');
      if (event.option === 'desktop')
        return at(state, wallet.hasDesktopSteps ? 'INSTRUCTIONS_DESKTOP' : 'CONNECT');
      return at(state, 'DOWNLOAD');
    case 'downloadContinued':
      if (!wallet) return state;
      return at(state, wallet.hasMobileSteps ? 'INSTRUCTIONS_MOBILE' : 'CONNECT');
    case 'connectFailed':
      return state.step === 'CONNECT' ? { ...state, connectionError: true } : state;
    case 'connectRejected':
      return state.step === 'CONNECT' ? at(state, 'NONE', { selected: null, initialStep: 'NONE' }) : state;
    case 'connectRetried':
      return { ...state, connectionError: false };
    case 'back':
      switch (state.step) {
        case 'GET':
          return at(state, 'NONE', { selected: null, initialStep: 'NONE' });
        case 'CONNECT':
          return at(state, 'NONE', { selected: null });
        case 'DOWNLOAD_OPTIONS': {
          const target = state.initialStep === 'NONE' ? 'NONE' : state.initialStep;
          return at(state, target, target === 'GET' || target === 'NONE' ? { selected: null } : {});
        }
        case 'DOWNLOAD':
          if (wallet && wallet.hasMobile && (wallet.hasExtension || wallet.hasDesktop))
            return at(state, 'DOWNLOAD_OPTIONS');
          return at(state, state.initialStep, state.initialStep === 'GET' ? { selected: null } : {});
        case 'INSTRUCTIONS_MOBILE':
          return at(state, 'DOWNLOAD');
        case 'INSTRUCTIONS_EXTENSION':
        case 'INSTRUCTIONS_DESKTOP':
          if (wallet && wallet.hasMobile && (wallet.hasExtension || wallet.hasDesktop))
            return at(state, 'DOWNLOAD_OPTIONS');
          return at(state, state.initialStep, state.initialStep === 'GET' ? { selected: null } : {});
        default:
          return state;
      }
    case 'reset':
      return initialConnectState(event.step);
    default:
      return state;
  }
}

/** Which steps have a back button (NONE is the start). */
export function canGoBack(step: WalletStep): boolean {
  return step !== 'NONE';
}
