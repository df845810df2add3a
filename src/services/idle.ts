/**
 * Resolves once the page has loaded and the browser is idle (at the latest `timeoutMs` after the load), for start-up
 * work the first screen does not need: its code then downloads after the first screen, not in its way (issue 5: the
 * JavaScript needed to render /auth). The first render is a transition that keeps the main thread busy in short
 * slices, so an idle period comes after it. Without requestIdleCallback (jsdom, older Safari), the next task.
 */
export function whenPageIdle(timeoutMs = 3000): Promise<void> {
  const afterLoad =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return afterLoad.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else setTimeout(resolve, 0);
      }),
  );
}
