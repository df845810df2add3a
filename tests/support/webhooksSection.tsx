import { screen } from '@testing-library/react';
import { WebhooksSection } from '../../src/features/webhooks';
import { renderRoute } from '../renderWithProviders';
import { signedInState } from './signedIn';

// The webhooks section of /manage alone (docs/product.md §12.1), as its specs render it: a real store, signed in.

export const webhooksWallet = '0x1111111111111111111111111111111111111111';

export function renderWebhooks(preloadedState = signedInState(webhooksWallet), locale: 'en' | 'ko' = 'en') {
  return renderRoute('/manage', {
    locale,
    preloadedState,
    routes: [{ path: '/manage', element: <WebhooksSection /> }],
  });
}

/** The list item of the webhook posting to `url`, once listed. */
export async function webhookItem(url: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: url, level: 3 });
  const item = heading.closest('li');
  if (item === null) throw new Error(`${url} is not in a list item`);
  return item;
}

/** The keys of the notices raised so far (the app's notice area shows them). */
export function noticeKeys(store: ReturnType<typeof renderWebhooks>['store']): string[] {
  return store.getState().ui.notices.map((notice) => notice.key);
}
