// The Web Locks API (navigator.locks) for jsdom, which has none. Every store of a test shares it, as every tab of a
// site shares the browser's: one holder per lock name, the others wait in the order they asked.

type LockCallback = (lock: { name: string; mode: 'exclusive' }) => unknown;

/** Installs the locks on `navigator`; returns the function that removes them again. */
export function installWebLocks(): () => void {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: LockCallback): Promise<unknown> {
      const held = (queues.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
      queues.set(
        name,
        held.catch(() => undefined),
      );
      return held;
    },
  };
  Object.defineProperty(window.navigator, 'locks', { configurable: true, value: locks });
  return () => {
    delete (window.navigator as { locks?: unknown }).locks;
  };
}
