import { licenseTokenIdSchema } from '../../../contract/api/licenses';
import { canonicalLicenseTokenId } from './licenseTokenId';

// The page checks the id before asking the API (docs/product.md §11.2): it must accept exactly what the API's
// schema accepts, in the same plain form, or a visitor would see "not a number" for a licence that exists.
const samples = [
  '0',
  '7',
  '007',
  '42',
  `${2n ** 256n - 1n}`,
  `${2n ** 256n}`,
  '9'.repeat(78),
  '1'.repeat(79),
  '',
  'abc',
  '-1',
  '+1',
  '1.5',
  '1e3',
  '0x07',
  ' 7',
  '7 ',
  '٧',
];

describe('canonicalLicenseTokenId', () => {
  it.each(samples)('agrees with the API contract on %j', (value) => {
    const parsed = licenseTokenIdSchema.safeParse(value);
    expect(canonicalLicenseTokenId(value)).toBe(parsed.success ? parsed.data : null);
  });

  it('writes an id in its plain decimal form', () => {
    expect(canonicalLicenseTokenId('007')).toBe('7');
    expect(canonicalLicenseTokenId('0')).toBe('0');
  });
});
