import { render, screen } from '@testing-library/react';
import { I18nProvider, Strings } from '../services/i18n';
import enCore from '../services/i18n/locales/en/core';
import { RouteErrorBoundary } from './RouteErrorPage';

// The orders texts fail to load, as a chunk does when the network drops or a deploy replaced it.
jest.mock('../services/i18n/locales/en/orders', () => {
  throw new Error('Loading chunk strings-orders-en failed');
});

it("shows the route's error screen with a retry, not an endless blank, when a screen's texts cannot load", async () => {
  // React reports the caught error on the console; that is expected here.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <I18nProvider locale="en" messages={enCore}>
      <RouteErrorBoundary>
        <Strings bundles={['orders']}>
          <p>orders screen</p>
        </Strings>
      </RouteErrorBoundary>
    </I18nProvider>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(enCore['routeError.title']);
  expect(screen.getByRole('button', { name: enCore['common.retry'] })).toBeEnabled();
  expect(screen.queryByText('orders screen')).not.toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
});
