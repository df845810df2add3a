/** Where sign-in failed, named after the kit's error texts (docs/product.md §20). `rejected` is the user saying no. */
export type SignInFailure = 'preparing' | 'rejected' | 'signing' | 'verifying' | 'oops';

export class SignInError extends Error {
  constructor(
    readonly failure: SignInFailure,
    /** The server's error text, when verification failed with one. */
    readonly detail?: string,
  ) {
    super(`Sign-in failed while ${failure}${detail ? `: ${detail}` : ''}`);
    this.name = 'SignInError';
  }
}
