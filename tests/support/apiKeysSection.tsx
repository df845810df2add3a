import { screen } from '@testing-library/react';
import { ApiKeysSection } from '../../src/features/apiKeys';
import { renderRoute } from '../renderWithProviders';
import { signedInState } from './signedIn';

// The API keys section of /manage alone (docs/product.md §12.2), as its specs render it: a real store, signed in.

export const apiKeysWallet = '0x1111111111111111111111111111111111111111';

export function renderApiKeys(preloadedState = signedInState(apiKeysWallet), locale: 'en' | 'ko' = 'en') {
  return renderRoute('/manage', {
    locale,
    preloadedState,
    routes: [{ path: '/manage', element: <ApiKeysSection /> }],
  });
}

/** The list item of the key named `name`, once listed. */
export async function apiKeyItem(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name, level: 3 });
  const item = heading.closest('li');
  if (item === null) throw new Error(`${name} is not in a list item`);
  return item;
}
