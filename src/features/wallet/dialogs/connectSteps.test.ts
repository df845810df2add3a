import {
  connectStepReducer,
  type ConnectStepEvent,
  type ConnectStepState,
  initialConnectState,
  type StepWallet,
} from './connectSteps';

const wallet = (overrides: Partial<StepWallet> = {}): StepWallet => ({
  id: 'io.metamask',
  ready: false,
  hasExtension: true,
  hasDesktop: false,
  hasMobile: true,
  hasExtensionSteps: true,
  hasDesktopSteps: false,
  hasMobileSteps: true,
  ...overrides,
});

function run(events: ConnectStepEvent[], from: ConnectStepState = initialConnectState()) {
  return events.reduce(connectStepReducer, from);
}

describe('connect step machine (wallet-kit reference §4.4)', () => {
  it('starts at NONE, or at GET when asked', () => {
    expect(initialConnectState().step).toBe('NONE');
    expect(initialConnectState('GET')).toMatchObject({ step: 'GET', initialStep: 'GET' });
  });

  it('an installed wallet goes to CONNECT', () => {
    const installed = wallet({ id: 'injected', ready: true, hasExtension: false, hasMobile: false });
    expect(run([{ type: 'walletSelected', wallet: installed }])).toMatchObject({
      step: 'CONNECT',
      selected: installed,
      initialStep: 'CONNECT',
    });
  });

  it('a wallet that is not ready goes to DOWNLOAD_OPTIONS with an extension download, else CONNECT', () => {
    expect(run([{ type: 'walletSelected', wallet: wallet() }]).step).toBe('DOWNLOAD_OPTIONS');
    expect(run([{ type: 'walletSelected', wallet: wallet({ hasExtension: false }) }]).step).toBe('CONNECT');
  });

  it('intro → GET → download routing', () => {
    const atGet = run([{ type: 'getWalletOpened' }]);
    expect(atGet).toMatchObject({ step: 'GET', initialStep: 'GET', selected: null });
    // mobile + extension (or desktop) → options
    expect(connectStepReducer(atGet, { type: 'downloadChosen', wallet: wallet() }).step).toBe(
      'DOWNLOAD_OPTIONS',
    );
    expect(
      connectStepReducer(atGet, {
        type: 'downloadChosen',
        wallet: wallet({ hasExtension: false, hasDesktop: true }),
      }).step,
    ).toBe('DOWNLOAD_OPTIONS');
    // mobile only → the download QR
    expect(
      connectStepReducer(atGet, { type: 'downloadChosen', wallet: wallet({ hasExtension: false }) }).step,
    ).toBe('DOWNLOAD');
    // desktop only → desktop instructions; otherwise extension instructions
    expect(
      connectStepReducer(atGet, {
        type: 'downloadChosen',
        wallet: wallet({ hasExtension: false, hasMobile: false, hasDesktop: true }),
      }).step,
    ).toBe('INSTRUCTIONS_DESKTOP');
    expect(
      connectStepReducer(atGet, { type: 'downloadChosen', wallet: wallet({ hasMobile: false }) }).step,
    ).toBe('INSTRUCTIONS_EXTENSION');
  });

  it('download options: extension → instructions (or CONNECT without steps), desktop likewise, mobile → DOWNLOAD', () => {
    const options = run([{ type: 'getWalletOpened' }, { type: 'downloadChosen', wallet: wallet() }]);
    expect(connectStepReducer(options, { type: 'downloadOptionChosen', option: 'extension' }).step).toBe(
      'INSTRUCTIONS_EXTENSION',
    );
    expect(connectStepReducer(options, { type: 'downloadOptionChosen', option: 'mobile' }).step).toBe(
      'DOWNLOAD',
    );
    expect(connectStepReducer(options, { type: 'downloadOptionChosen', option: 'desktop' }).step).toBe(
      'CONNECT',
    );
    const noSteps = run([
      { type: 'getWalletOpened' },
      {
        type: 'downloadChosen',
        wallet: wallet({ hasExtensionSteps: false, hasDesktop: true, hasDesktopSteps: true }),
      },
    ]);
    expect(connectStepReducer(noSteps, { type: 'downloadOptionChosen', option: 'extension' }).step).toBe(
      'CONNECT',
    );
    expect(connectStepReducer(noSteps, { type: 'downloadOptionChosen', option: 'desktop' }).step).toBe(
      'INSTRUCTIONS_DESKTOP',
    );
  });

  it('DOWNLOAD → Continue → mobile instructions, or CONNECT without them', () => {
    const download = run([
      { type: 'getWalletOpened' },
      { type: 'downloadChosen', wallet: wallet({ hasExtension: false }) },
    ]);
    expect(connectStepReducer(download, { type: 'downloadContinued' }).step).toBe('INSTRUCTIONS_MOBILE');
    const noSteps = run([
      { type: 'getWalletOpened' },
      { type: 'downloadChosen', wallet: wallet({ hasExtension: false, hasMobileSteps: false }) },
    ]);
    expect(connectStepReducer(noSteps, { type: 'downloadContinued' }).step).toBe('CONNECT');
  });

  it('goes back along the way it came', () => {
    const path = run([
      { type: 'getWalletOpened' },
      { type: 'downloadChosen', wallet: wallet() },
      { type: 'downloadOptionChosen', option: 'mobile' },
      { type: 'downloadContinued' },
    ]);
    expect(path.step).toBe('INSTRUCTIONS_MOBILE');
    const download = connectStepReducer(path, { type: 'back' });
    expect(download.step).toBe('DOWNLOAD');
    const options = connectStepReducer(download, { type: 'back' });
    expect(options.step).toBe('DOWNLOAD_OPTIONS');
    // Back to GET clears the selection.
    const get = connectStepReducer(options, { type: 'back' });
    expect(get).toMatchObject({ step: 'GET', selected: null });
    expect(connectStepReducer(get, { type: 'back' })).toMatchObject({ step: 'NONE', initialStep: 'NONE' });
  });

  it('back from extension instructions returns to the download options', () => {
    const instructions = run([
      { type: 'walletSelected', wallet: wallet() },
      { type: 'downloadOptionChosen', option: 'extension' },
    ]);
    expect(instructions.step).toBe('INSTRUCTIONS_EXTENSION');
    expect(connectStepReducer(instructions, { type: 'back' }).step).toBe('DOWNLOAD_OPTIONS');
    // From options opened by a wallet row, back goes to CONNECT (the last step entered going forward).
    expect(
      connectStepReducer(run([{ type: 'walletSelected', wallet: wallet() }]), { type: 'back' }).step,
    ).toBe('CONNECT');
  });

  it('a failed connect shows RETRY; a retry clears it; a new wallet or step clears it too', () => {
    const installed = wallet({ id: 'injected', ready: true });
    const failed = run([{ type: 'walletSelected', wallet: installed }, { type: 'connectFailed' }]);
    expect(failed.connectionError).toBe(true);
    expect(connectStepReducer(failed, { type: 'connectRetried' }).connectionError).toBe(false);
    expect(
      connectStepReducer(failed, { type: 'walletSelected', wallet: wallet({ id: 'other', ready: true }) })
        .connectionError,
    ).toBe(false);
    expect(connectStepReducer(failed, { type: 'back' }).connectionError).toBe(false);
  });

  it('a rejected connect stops quietly at the start', () => {
    const rejected = run([
      { type: 'walletSelected', wallet: wallet({ id: 'injected', ready: true }) },
      { type: 'connectRejected' },
    ]);
    expect(rejected).toEqual(initialConnectState());
  });

  it('ignores events that do not apply', () => {
    const start = initialConnectState();
    expect(connectStepReducer(start, { type: 'downloadOptionChosen', option: 'mobile' })).toBe(start);
    expect(connectStepReducer(start, { type: 'downloadContinued' })).toBe(start);
    expect(connectStepReducer(start, { type: 'connectFailed' })).toBe(start);
    expect(connectStepReducer(start, { type: 'back' })).toBe(start);
    expect(connectStepReducer(run([{ type: 'getWalletOpened' }]), { type: 'reset' })).toEqual(start);
  });
});
