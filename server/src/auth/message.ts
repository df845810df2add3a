/**
 * The sign-in message of PRODUCT.md §6, byte for byte (lines joined with "\n"). Wallet-connect receives it and
 * parses it; signed calls never send it, so the server rebuilds it from the same template.
 */
export const SIGNED_CALL_NONCE = 'signed-call';

const HEADER = [
  'Welcome to OVERDIVE!',
  'Sign this message to prove you own this wallet. It does not send a transaction or cost gas.',
  '',
];

export interface SignInMessage {
  /** `host[:port]` of the page that asked for the signature. */
  domain: string;
  wallet: string;
  nonce: string;
  timestampMs: number;
}

export function buildSignInMessage(message: SignInMessage): string {
  return [
    ...HEADER,
    `Domain: ${message.domain}`,
    `Wallet: ${message.wallet}`,
    `Nonce: ${message.nonce}`,
    `Timestamp: ${message.timestampMs}`,
  ].join('\n');
}

const LINE = {
  domain: /^Domain: ([A-Za-z0-9.-]+(?::\d{1,5})?|\[[0-9a-fA-F:]+\](?::\d{1,5})?)$/,
  wallet: /^Wallet: (0x[0-9a-fA-F]{40})$/,
  nonce: /^Nonce: ([A-Za-z0-9-]{8,64})$/,
  timestamp: /^Timestamp: (\d{1,16})$/,
};

/** Null unless the text is exactly the template with well-formed values. */
export function parseSignInMessage(text: string): SignInMessage | null {
  const lines = text.split('\n');
  if (lines.length !== HEADER.length + 4) return null;
  if (HEADER.some((line, i) => lines[i] !== line)) return null;
  const [domainLine = '', walletLine = '', nonceLine = '', timestampLine = ''] = lines.slice(HEADER.length);
  const domain = LINE.domain.exec(domainLine)?.[1];
  const wallet = LINE.wallet.exec(walletLine)?.[1];
  const nonce = LINE.nonce.exec(nonceLine)?.[1];
  const timestamp = LINE.timestamp.exec(timestampLine)?.[1];
  if (domain === undefined || wallet === undefined || nonce === undefined || timestamp === undefined)
    return null;
  return { domain, wallet, nonce, timestampMs: Number(timestamp) };
}

/** PRODUCT.md §6: the Timestamp must be within 5 minutes of server time, either way. */
export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

export function timestampProblem(timestampMs: number, nowMs: number = Date.now()): string | null {
  if (timestampMs < nowMs - TIMESTAMP_WINDOW_MS)
    return 'The signed message has expired (timestamp older than 5 minutes)';
  if (timestampMs > nowMs + TIMESTAMP_WINDOW_MS) return 'The signed message timestamp is in the future';
  return null;
}
