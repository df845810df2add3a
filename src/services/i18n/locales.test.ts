import { loadBundle, type Bundle } from './bundles';
import { loadMessages } from './loadMessages';
import { isDashboardLocale, locales, type Locale, type Messages } from './translate';

// Every locale speaks the public brand page (with the buyer's remix form, docs/product.md §10.4), a licence's
// verification page (§11.2) and the wallet dialogs in full; `ko` speaks the dashboard too (docs/product.md §4). Each locale is read through the app's own
// loaders, so a chunk that is not wired fails here as well.
const publicBundles: Bundle[] = ['storefront', 'forms', 'walletDialogs', 'remix', 'licenses'];
const dashboardBundles: Bundle[] = ['company', 'products', 'orders', 'home', 'webhooks', 'apiKeys'];

async function catalogue(locale: Locale): Promise<Record<string, Messages>> {
  const parts: Record<string, Messages> = { core: await loadMessages(locale) };
  const bundles = isDashboardLocale(locale) ? [...publicBundles, ...dashboardBundles] : publicBundles;
  for (const bundle of bundles) parts[bundle] = await loadBundle(bundle, locale);
  return parts;
}

function placeholders(text: string): string {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(' ');
}

/** One line per problem, e.g. `ja storefront: missing storefront.checkout.pay`, so the gaps are easy to fill. */
function problems(
  locale: Locale,
  english: Record<string, Messages>,
  own: Record<string, Messages>,
): string[] {
  const found: string[] = [];
  for (const [part, englishTexts] of Object.entries(english)) {
    const texts = own[part] ?? {};
    for (const key of Object.keys(englishTexts)) {
      const text = texts[key];
      if (text === undefined) found.push(`${locale} ${part}: missing ${key}`);
      else if (text.trim() === '') found.push(`${locale} ${part}: empty ${key}`);
      else if (placeholders(text) !== placeholders(englishTexts[key] ?? ''))
        found.push(
          `${locale} ${part}: placeholders of ${key} are {${placeholders(text)}}, English has {${placeholders(englishTexts[key] ?? '')}}`,
        );
    }
    for (const key of Object.keys(texts))
      if (!(key in englishTexts)) found.push(`${locale} ${part}: extra ${key} (not in English)`);
  }
  return found;
}

describe('translations', () => {
  let english: Record<string, Messages>;
  let englishDashboard: Record<string, Messages>;

  beforeAll(async () => {
    englishDashboard = await catalogue('en');
    english = Object.fromEntries(
      Object.entries(englishDashboard).filter(([part]) => !dashboardBundles.includes(part as Bundle)),
    );
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s has every key of English, no other, with the same placeholders',
    async (locale) => {
      const own = await catalogue(locale);
      const reference = isDashboardLocale(locale) ? englishDashboard : english;
      expect(problems(locale, reference, own).join('\n')).toBe('');
    },
  );

  it('reports a missing key, an extra key and a changed placeholder by name', () => {
    const reference = { storefront: { 'storefront.a': 'Pay {total}', 'storefront.b': 'Done' } };
    const own = { storefront: { 'storefront.a': 'Payer {montant}', 'storefront.c': 'Fini' } };
    expect(problems('fr', reference, own)).toEqual([
      'fr storefront: placeholders of storefront.a are {{montant}}, English has {{total}}',
      'fr storefront: missing storefront.b',
      'fr storefront: extra storefront.c (not in English)',
    ]);
  });
});
