/**
 * Start-up work the first screen does not need (the transactions engine, pruning the name cache) waits for
 * whenPageIdle: once the first screen has rendered and the browser is idle, so its code downloads after that screen
 * and not in its way (issue 5: the JavaScript needed to render /auth).
 *
 * The app's mount announces a first screen (awaitFirstScreen) and the router's screens report it (firstScreenShown);
 * a page that never reports (a route error) releases the work after firstScreenTimeoutMs. Without a mounted app (unit
 * tests) nothing waits for a screen, and without requestIdleCallback the next task stands in for idleness.
 */
const firstScreenTimeoutMs = 10_000;
let firstScreen: Promise<void> | null = null;
let reportFirstScreen: () => void = () => undefined;

export function awaitFirstScreen(): void {
  firstScreen ??= new Promise<void>((resolve) => {
    reportFirstScreen = resolve;
    setTimeout(resolve, firstScreenTimeoutMs);
  });
}

export function firstScreenShown(): void {
  reportFirstScreen();
}

export function whenPageIdle(timeoutMs = 3000): Promise<void> {
  return (firstScreen ?? Promise.resolve()).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else setTimeout(resolve, 0);
      }),
  );
}
