import { createI18n } from '../i18n';
import en from '../i18n/locales/en';
import ko from '../i18n/locales/ko';
import { WalletError } from '../wallet';
import { describeError } from './describeError';

describe('describeError (docs/product.md §20)', () => {
  const t = createI18n('ko', ko).t;

  it('names a missing wallet with the catalogue text, never the wallet library English', () => {
    expect(describeError(t, new WalletError('notConnected', 'No wallet is connected.'))).toEqual({
      message: '지갑 주소가 없습니다.',
    });
    expect(describeError(createI18n('en', en).t, new WalletError('notConnected', 'x')).message).toBe(
      'No wallet address.',
    );
  });

  it('describes a rejection and other wallet failures in the user language', () => {
    expect(describeError(t, new WalletError('rejected', 'User rejected')).message).toBe(
      ko['errors.walletRejected'],
    );
    expect(describeError(t, new WalletError('failed', 'Internal JSON-RPC error.')).message).toBe(
      ko['errors.walletFailed'],
    );
  });

  it('shows an API failure with its catalogue text and the server reason beside it', () => {
    expect(
      describeError(t, {
        status: 500,
        key: 'errors.apiCallFailed',
        params: { status: 500 },
        detail: 'database down',
      }),
    ).toEqual({ message: 'API 호출 실패: 500', detail: 'database down' });
  });

  it('falls back for anything else', () => {
    expect(describeError(t, new Error('boom')).message).toBe(ko['errors.network']);
    expect(describeError(t, 'weird', 'errors.signInFailed').message).toBe(ko['errors.signInFailed']);
  });
});
