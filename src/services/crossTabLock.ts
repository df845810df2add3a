/**
 * Runs `task` while holding a Web Lock of that name, so two tabs never do it at once (a token refresh, a sign-in).
 * Browsers without Web Locks run it unlocked.
 */
export async function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(name, task) as Promise<T>;
}
