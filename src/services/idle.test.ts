import { awaitFirstScreen, firstScreenShown, whenPageIdle } from './idle';

describe('whenPageIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('without a mounted app, resolves on the next task where idle callbacks do not exist', async () => {
    await expect(whenPageIdle()).resolves.toBeUndefined();
  });

  it('once the app announced a first screen, waits for it and then for an idle period', async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
    awaitFirstScreen();
    let done = false;
    const waiting = whenPageIdle().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toHaveLength(0);
    firstScreenShown();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    await waiting;
    expect(done).toBe(true);
  });
});
