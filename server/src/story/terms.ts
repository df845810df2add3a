import { licenseToPilTerms, readLicenseTermsId, type PilTerms } from '../../../contract/story/index.js';
import type { ChainClient } from '../chain/client.js';
import type { License } from '../products/products.js';
import { METADATA_PATHS } from './metadata.js';

/**
 * The product's licence as PIL terms (contract/story/terms.ts, the one mapping, docs/product.md §10.2), as JSON for the
 * SPA: integers as decimal strings.
 */
export function pilTermsJson(license: License, termsUri: string) {
  const terms: PilTerms = licenseToPilTerms(license, termsUri);
  return Object.fromEntries(
    Object.entries(terms).map(([key, value]) => [key, typeof value === 'bigint' ? value.toString() : value]),
  );
}

/**
 * The id under which Story's PILicenseTemplate holds exactly the product's PIL terms, or null when they are not
 * registered. The terms' uri names our terms JSON under one of the site's origins, whichever the licensor's browser
 * registered from.
 */
export async function registeredTermsId(
  chain: ChainClient,
  license: License,
  productId: string,
  origins: readonly string[],
): Promise<bigint | null> {
  for (const origin of origins) {
    const read = readLicenseTermsId(
      licenseToPilTerms(license, `${origin}${METADATA_PATHS.terms(productId)}`),
    );
    const answer = await chain.call(read.to, read.data);
    if (answer === null) continue;
    const id = read.decode(answer);
    if (id > 0n) return id;
  }
  return null;
}
