// What the tests' wallets do instead of a user at a prompt: approve, unless told that the next request of a method
// ('*' for any) is rejected (4001), fails with some other error, waits until the test answers it, or is answered
// late. The core asks the script before it answers each request (core.ts).
import { ProviderRpcError, USER_REJECTED } from './errors';

export interface HeldRequest {
  /** Resolves when the app has made the held request (the wallet's prompt is open). */
  reached: Promise<void>;
  /** The request goes on, as if the user approved it. */
  release(): void;
  /** The request fails with this error (the user rejected it, 4001, by default). */
  reject(code?: number, message?: string): void;
}

type Step = { method: string } & (
  { kind: 'fail'; error: ProviderRpcError } | { kind: 'hold'; reached: () => void; gate: Promise<void> }
);

export class WalletScript {
  private readonly steps: Step[] = [];

  /** The next request of `method` is rejected by the user (4001). */
  rejectNext(method: string, message = USER_REJECTED): void {
    this.failNext(method, 4001, message);
  }

  /** The next request of `method` fails with this EIP-1193 or JSON-RPC error. */
  failNext(method: string, code: number, message: string, data?: unknown): void {
    this.steps.push({ method, kind: 'fail', error: new ProviderRpcError(code, message, data) });
  }

  /** The next request of `method` waits until the test releases or rejects it. */
  holdNext(method: string): HeldRequest {
    let reached!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    let fail!: (error: ProviderRpcError) => void;
    const gate = new Promise<void>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    // A hold the test never reaches must not be an unhandled rejection.
    gate.catch(() => undefined);
    this.steps.push({ method, kind: 'hold', reached, gate });
    return {
      reached: reachedPromise,
      release: () => release(),
      reject: (code = 4001, message = USER_REJECTED) => fail(new ProviderRpcError(code, message)),
    };
  }

  /** The next request of `method` is answered `ms` later (a slow prompt or a slow wallet). */
  delayNext(method: string, ms: number): void {
    const held = this.holdNext(method);
    void held.reached.then(() => setTimeout(held.release, ms));
  }

  /** Before `method` is answered: waits while it is held, then throws the failure scripted for it. */
  async before(method: string): Promise<void> {
    const hold = this.take(method, 'hold');
    if (hold?.kind === 'hold') {
      hold.reached();
      await hold.gate;
    }
    const failure = this.take(method, 'fail');
    if (failure?.kind === 'fail') throw failure.error;
  }

  private take(method: string, kind: Step['kind']): Step | undefined {
    const index = this.steps.findIndex(
      (step) => step.kind === kind && (step.method === method || step.method === '*'),
    );
    return index < 0 ? undefined : this.steps.splice(index, 1)[0];
  }
}
