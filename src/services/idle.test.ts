import { whenPageIdle } from './idle';

describe('whenPageIdle', () => {
  afterEach(() => {
    // The test's own readyState shadows Document.prototype's.
    delete (document as { readyState?: DocumentReadyState }).readyState;
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('waits for the load event, then for an idle period', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
    let done = false;
    const waiting = whenPageIdle().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves on the next task where the page has loaded and idle callbacks do not exist', async () => {
    await expect(whenPageIdle()).resolves.toBeUndefined();
  });
});
