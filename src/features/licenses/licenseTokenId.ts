// A licence token id as the verification page's address names it (docs/product.md §11.2 `/licenses/{tokenId}`): a
// uint256 in decimal, the rule of the API's `licenseTokenIdSchema` (contract/api/licenses.ts, held to it by
// licenseTokenId.test.ts). The page checks it before asking the API, which would answer 400.

const uint256Limit = 2n ** 256n;

/** The id in its plain decimal form (`007` → `7`), or null when it is not a licence token id. */
export function canonicalLicenseTokenId(value: string): string | null {
  if (!/^[0-9]{1,78}$/.test(value)) return null;
  const id = BigInt(value);
  return id < uint256Limit ? id.toString() : null;
}
