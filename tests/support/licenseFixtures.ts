import { http, HttpResponse } from 'msw';
import type { LicenseVerification } from '../../contract/api/licenses';
import { apiUrl, server } from '../msw/server';

// A licence token as GET licenses/{tokenId}/ answers it (docs/product.md §11.2), for the verification page's tests.

export const licensee = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
export const ipId = `0x${'c1'.repeat(20)}`;
export const mintTx = `0x${'ab'.repeat(32)}`;

export function makeLicense(overrides: Partial<LicenseVerification> = {}): LicenseVerification {
  return {
    token_id: '7',
    status: 'valid',
    holder: licensee,
    licensee,
    product: { title: 'Sunset Loop Pack', slug: 'sunset-loops' },
    licensor: { name: 'Acme Studio', slug: 'acme-studio' },
    ip_id: ipId,
    license_terms_id: '3',
    terms: {
      flavor: 'commercial_remix',
      commercial_use: true,
      derivatives_allowed: true,
      attribution_required: true,
      commercial_rev_share_pct: 5,
      territory: 'Worldwide',
      ai_learning_allowed: false,
    },
    order_number: 'ORD-2026-000007',
    issued_at: '2026-11-20T10:00:00.000Z',
    mint_tx_hash: mintTx,
    void_reason: null,
    ...overrides,
  };
}

/** Each request the API received: the token id of its path and its Authorization header. */
export interface LicenseRequests {
  tokenIds: string[];
  auth: (string | null)[];
}

/** The public route, answering each request with `answer` (the licence by default). */
export function serveLicense(
  answer: (tokenId: string, attempt: number) => Response | Promise<Response> = () =>
    HttpResponse.json(makeLicense()),
): LicenseRequests {
  const requests: LicenseRequests = { tokenIds: [], auth: [] };
  server.use(
    http.get(apiUrl('licenses/:tokenId/'), ({ params, request }) => {
      requests.tokenIds.push(String(params.tokenId));
      requests.auth.push(request.headers.get('Authorization'));
      return answer(String(params.tokenId), requests.tokenIds.length);
    }),
  );
  return requests;
}
