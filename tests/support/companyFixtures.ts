import { type Company } from '@/features/company/companyTypes';
import { type SignedInSession } from '@/services/api/sessionsApi';

// The licensor's company and sign-in sessions as the API sends them (GET companies/{wallet}/, auth/profile/,
// auth/sessions/; docs/product.md §7, §8), for the company, products and Home tests and the default handlers
// (tests/msw/handlers/company.ts).

export const companyId = '4a0c7c1e-0000-4000-8000-000000000001';

/** Acme Studio, the company of `wallet`, paid out to that wallet; no licence collection on Story yet. */
export function companyOf(wallet: string, overrides: Partial<Company> = {}): Company {
  return {
    id: companyId,
    wallet_address: wallet,
    name: 'Acme Studio',
    slug: 'acme-studio',
    description: 'We make sounds.',
    website: 'https://acme.example',
    contact_email: 'hello@acme.example',
    country: 'KR',
    logo_url: null,
    payout_address: wallet,
    collection_address: null,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The session of this tab: Chrome on macOS. */
export const thisDevice: SignedInSession = {
  id: '11111111-0000-4000-8000-000000000001',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-25T08:00:00.000Z',
  user_agent: MAC_CHROME,
  ip: '203.0.113.7',
  current: true,
};

/** Another device of the same wallet: Safari on an iPhone. */
export const phoneSession: SignedInSession = {
  id: '22222222-0000-4000-8000-000000000002',
  created_at: '2026-11-18T21:30:00.000Z',
  last_used_at: '2026-11-24T22:10:00.000Z',
  user_agent: IPHONE_SAFARI,
  ip: '198.51.100.23',
  current: false,
};

/** A sign-in that sent no user agent and whose IP was not recorded (a script). */
export const scriptSession: SignedInSession = {
  id: '33333333-0000-4000-8000-000000000003',
  created_at: '2026-11-19T10:00:00.000Z',
  last_used_at: '2026-11-19T10:00:00.000Z',
  user_agent: '',
  ip: null,
  current: false,
};
