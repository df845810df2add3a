import { http, HttpResponse } from 'msw';
import { type Company } from '@/features/company/companyTypes';
import { companyOf, thisDevice } from '../../support/companyFixtures';
import { walletA } from '../../support/tokens';
import { apiUrl, pageOf } from '../apiUrl';

// The signed-in licensor's company (docs/product.md §7, §8): by default walletA has Acme Studio (companyOf) and no
// other wallet has a company, so a page that looks up the wrong wallet is sent to /create; every slug is free; the
// session list holds this tab alone. Writes (POST companies/, PATCH companies/{id}/, sign-out, ending a session)
// have no default: a test that makes one serves it with tests/msw/serve/company.ts, and any other fails as unhandled.

const address = /^0x[0-9a-f]{40}$/;

/** The wallet (`sub`) of the bearer token of `request` (tests/support/tokens.ts), lowercase; null without one. */
export function tokenWallet(request: Request): string | null {
  const [, payload] = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '').split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string };
    return claims.sub?.toLowerCase() ?? null;
  } catch {
    return null;
  }
}

/**
 * GET companies/{wallet}/ and auth/profile/ answering `company` for `wallet` only (null: no company yet, 404); other
 * wallets go on to the next handler.
 */
export function companyOfWallet(wallet: string, company: Company | null) {
  const owner = wallet.toLowerCase();
  return [
    http.get(apiUrl('companies/:wallet/'), ({ params }) => {
      if (params.wallet !== owner) return undefined;
      return company
        ? HttpResponse.json(company)
        : HttpResponse.json({ error: 'Company not found' }, { status: 404 });
    }),
    http.get(apiUrl('auth/profile/'), ({ request }) =>
      tokenWallet(request) === owner
        ? HttpResponse.json({ wallet_address: owner, company, last_login: null })
        : undefined,
    ),
  ];
}

export const companyHandlers = [
  ...companyOfWallet(walletA, companyOf(walletA)),
  // Any other wallet: no company. Other paths under companies/ (licensor-info/, wallet-tokens/…) are not wallets and
  // go on to their own handlers.
  http.get(apiUrl('companies/:wallet/'), ({ params }) =>
    address.test(String(params.wallet))
      ? HttpResponse.json({ error: 'Company not found' }, { status: 404 })
      : undefined,
  ),
  http.get(apiUrl('auth/profile/'), ({ request }) => {
    const wallet = tokenWallet(request);
    return wallet
      ? HttpResponse.json({ wallet_address: wallet, company: null, last_login: null })
      : undefined;
  }),
  http.get(apiUrl('companies/slug-available/'), () => HttpResponse.json({ available: true })),
  http.get(apiUrl('auth/sessions/'), () => HttpResponse.json(pageOf([thisDevice]))),
];
