export const wallet = {
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Wrong network',
} as const;
