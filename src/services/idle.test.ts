import { awaitFirstScreen, firstScreenShown, trackRequest, whenPageIdle } from './idle';

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
    // A short idle period (between the slices of a render) is not enough; a long one is.
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    expect(idle).toHaveLength(2);
    idle[1]?.({ didTimeout: false, timeRemaining: () => 45 });
    await waiting;
    expect(done).toBe(true);
  });

  it('waits for the API requests in flight, failed ones included, before its idle period', async () => {
    firstScreenShown();
    let finishData: (value: string) => void = () => undefined;
    let failOther: (reason: Error) => void = () => undefined;
    const data = trackRequest(new Promise<string>((resolve) => (finishData = resolve)));
    const other = trackRequest(new Promise<string>((_, reject) => (failOther = reject)));
    let done = false;
    const waiting = whenPageIdle().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    finishData('figures');
    await expect(data).resolves.toBe('figures');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    failOther(new Error('offline'));
    await expect(other).rejects.toThrow('offline');
    await waiting;
    expect(done).toBe(true);
  });
});
