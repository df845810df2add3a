// The sign-in message of docs/product.md §6 (EIP-4361). Its template lives in eip4361.ts, loaded when a message is
// about to be signed: none of it is needed to render /auth (scripts/bundle-budget.mjs).

export interface SignInMessageInput {
  address: string;
  nonce: string;
  chainId: number;
  /** Default now. */
  issuedAtMs?: number;
  /** Default the welcome text (a sign-in). */
  statement?: string;
  resources?: readonly string[];
  /** Default the page's origin: what the API compares with the request's Origin header. */
  origin?: string;
}

/** A docs/product.md §6 message for this page, issued now, in whole seconds (the `timestamp` of a signed call). */
export async function buildSignInMessage(input: SignInMessageInput): Promise<string> {
  const { checksumAddress, formatEip4361Message, welcomeStatement } = await import(
    /* webpackChunkName: "eip4361" */ './eip4361'
  );
  return formatEip4361Message({
    origin: input.origin ?? window.location.origin,
    address: checksumAddress(input.address),
    statement: input.statement ?? welcomeStatement,
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAtMs: Math.floor((input.issuedAtMs ?? Date.now()) / 1000) * 1000,
    resources: input.resources ?? [],
  });
}
