import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw/server';
import { resetViewport } from './viewport';
import { uninstallFakeWallets } from './support/fakeEip1193';
import { resetDiscoveryForTests, resetWalletClientForTests } from '../src/services/wallet';

// Screens and dialogs are lazy chunks; on a busy 2-core machine the first import of one can take over a second.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not scroll; React Router's scroll restoration calls this.
window.scrollTo = () => undefined;

// An unexpected console.error (a React warning, a failed prop type, an unhandled rejection logged by a library)
// fails the test that caused it. A test that expects one mocks console.error itself.
let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;
beforeEach(() => {
  consoleErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  });
});
afterEach(() => {
  const errors = consoleErrors;
  consoleErrors = [];
  if (
    errors.length > 0 &&
    jest.isMockFunction(console.error) &&
    (console.error as jest.Mock).getMockImplementation()
  ) {
    throw new Error(
      `console.error was called ${errors.length} time(s); first: ${String(errors[0]?.[0]).slice(0, 300)}`,
    );
  }
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Unmount first: resetting the viewport below must not re-render components of a finished test.
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetViewport();
  uninstallFakeWallets();
  resetDiscoveryForTests();
  resetWalletClientForTests();
});
afterAll(() => server.close());
