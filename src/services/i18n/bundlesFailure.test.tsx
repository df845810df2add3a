import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom';
import { I18nProvider } from './I18nProvider';
import { Strings } from './bundles';
import enCore from './locales/en/core';

// The orders texts fail to load, as a chunk does when the network drops or a deploy replaced it.
jest.mock('./locales/en/orders', () => {
  throw new Error('Loading chunk strings-orders-en failed');
});

function ErrorScreen() {
  const error = useRouteError() as Error;
  return <p role="alert">{error.message}</p>;
}

it("shows the route's error screen, not an endless blank, when a screen's texts cannot load", async () => {
  // React and the router report the caught error on the console; that is expected here.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <ErrorScreen />,
      element: (
        <Strings bundles={['orders']}>
          <p>orders screen</p>
        </Strings>
      ),
    },
  ]);
  render(
    <I18nProvider locale="en" messages={enCore}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk strings-orders-en failed');
  expect(screen.queryByText('orders screen')).not.toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
});
