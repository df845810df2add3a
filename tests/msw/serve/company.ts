import { http, HttpResponse } from 'msw';
import { type Company } from '@/features/company/companyTypes';
import { type SignedInSession } from '@/services/api/sessionsApi';
import { companyId, companyOf } from '../../support/companyFixtures';
import { apiUrl, pageOf } from '../apiUrl';
import { companyOfWallet } from '../handlers/company';
import { server } from '../server';

// The company API and the session calls of /manage for one test (docs/product.md §7, §8), added over the default
// handlers (tests/msw/handlers/company.ts), where only walletA has a company and this tab is the only session.

type Answer = Response | Promise<Response>;

/** `wallet` has Acme Studio (companyOf with `overrides`) for its lookup and its profile; answers that company. */
export function serveCompany(wallet: string, overrides: Partial<Company> = {}): Company {
  const company = companyOf(wallet.toLowerCase(), overrides);
  server.use(...companyOfWallet(wallet, company));
  return company;
}

/** No wallet has a company yet, walletA included: every lookup answers 404. */
export function serveNoCompany(): void {
  server.use(
    http.get(apiUrl('companies/:wallet/'), ({ params }) =>
      /^0x[0-9a-f]{40}$/.test(String(params.wallet))
        ? HttpResponse.json({ error: 'Company not found' }, { status: 404 })
        : undefined,
    ),
  );
}

/** The lookup of `wallet`'s company answered by `answer(n)` on the n-th read (a failure, then the company…). */
export function serveCompanyLookup(wallet: string, answer: (reads: number) => Answer): { reads: number } {
  const seen = { reads: 0 };
  server.use(
    http.get(apiUrl('companies/:wallet/'), ({ params }) => {
      if (params.wallet !== wallet.toLowerCase()) return undefined;
      seen.reads += 1;
      return answer(seen.reads);
    }),
  );
  return seen;
}

/**
 * PATCH companies/{id}/ of `wallet`'s company: applies the changes (the profile's, or a signed payout change) and
 * answers the company, unless `answer(body)` answers instead. The bodies sent, `auth` included.
 */
export function serveCompanyChanges(
  wallet: string,
  answer?: (body: Record<string, unknown>) => Answer,
): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  let company = companyOf(wallet.toLowerCase());
  server.use(
    http.patch(apiUrl(`companies/${companyId}/`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (answer) return answer(body);
      const changes: Partial<Company> & { auth?: unknown } = { ...body };
      delete changes.auth;
      company = { ...company, ...changes };
      return HttpResponse.json(company);
    }),
  );
  return bodies;
}

/**
 * `wallet` has no company until POST companies/ creates one, as the API does: the lookup finds it from then on.
 * `answer(body, company)` answers the post (by default 201 with the company named in the body); the company exists
 * afterwards when that answer is a success, or when `created` says so (the API created it, the answer was lost).
 * The bodies sent.
 */
export function serveCompanyCreation(
  wallet: string,
  {
    answer = (_body, company) => HttpResponse.json(company, { status: 201 }),
    created,
  }: {
    answer?: (body: Record<string, unknown>, company: Company) => Answer;
    created?: boolean;
  } = {},
): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  let company: Company | null = null;
  server.use(
    http.get(apiUrl('companies/:wallet/'), ({ params }) => {
      if (params.wallet !== wallet.toLowerCase()) return undefined;
      return company
        ? HttpResponse.json(company)
        : HttpResponse.json({ error: 'Company not found' }, { status: 404 });
    }),
    http.post(apiUrl('companies/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const made = companyOf(wallet.toLowerCase(), { name: String(body.name), slug: String(body.slug) });
      const response = await answer(body, made);
      if (created ?? response.ok) company = made;
      return response;
    }),
  );
  return bodies;
}

/** GET companies/slug-available/: free unless in `taken`; the slugs asked, in order. */
export function serveSlugCheck(taken: string[] = []): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('companies/slug-available/'), ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug') ?? '';
      asked.push(slug);
      return HttpResponse.json({ available: !taken.includes(slug) });
    }),
  );
  return asked;
}

/**
 * The signed-in sessions the server holds (docs/product.md §7): GET auth/sessions/ lists them, DELETE
 * auth/sessions/{id}/ ends one (404 when it is gone). The ids asked to end, in order.
 */
export function serveSessions(initial: SignedInSession[]): { deleted: string[] } {
  let live = [...initial];
  const deleted: string[] = [];
  server.use(
    http.get(apiUrl('auth/sessions/'), () => HttpResponse.json(pageOf(live))),
    http.delete(apiUrl('auth/sessions/:id/'), ({ params }) => {
      deleted.push(String(params.id));
      const before = live.length;
      live = live.filter((session) => session.id !== params.id);
      return live.length < before
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ error: 'Session not found' }, { status: 404 });
    }),
  );
  return { deleted };
}

/** POST auth/logout/ answered by `answer` (by default 204); the bodies sent, as text ('' for none). */
export function serveSignOut(answer: () => Answer = () => new HttpResponse(null, { status: 204 })): string[] {
  const bodies: string[] = [];
  server.use(
    http.post(apiUrl('auth/logout/'), async ({ request }) => {
      bodies.push(await request.text());
      return answer();
    }),
  );
  return bodies;
}

/** POST auth/refresh/ answered by `answer`; `calls` counts the refreshes asked. */
export function serveRefresh(answer: () => Answer): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.post(apiUrl('auth/refresh/'), () => {
      seen.calls += 1;
      return answer();
    }),
  );
  return seen;
}
