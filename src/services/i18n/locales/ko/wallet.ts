import { type wallet as en } from '../en/wallet';

export const wallet: Record<keyof typeof en, string> = {
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': '잘못된 네트워크',
  'wallet.pendingTransactions': '거래 처리 중',
};
