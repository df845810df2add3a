// The development wallet's pending request, shared by its provider (which asks) and its sheet (which answers).
import { type Confirmation } from './provider';

export interface PendingConfirmation {
  id: number;
  request: Confirmation;
  answer: (approved: boolean) => void;
}

export class ConfirmationQueue {
  private pending: PendingConfirmation | null = null;
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  /** Shows `request` and resolves with the user's answer. The provider asks one at a time. */
  confirm = (request: Confirmation): Promise<boolean> =>
    new Promise((resolve) => {
      const id = this.nextId++;
      this.pending = {
        id,
        request,
        answer: (approved) => {
          if (this.pending?.id !== id) return;
          this.pending = null;
          this.notify();
          resolve(approved);
        },
      };
      this.notify();
    });

  current = (): PendingConfirmation | null => this.pending;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
