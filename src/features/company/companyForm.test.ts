import { type Company } from './companyTypes';
import {
  changedCompanyFields,
  companyFormFrom,
  companyServerProblems,
  emptyCompanyForm,
  parseCompanyDraft,
  toCompanyInput,
  validateCompanyForm,
} from './companyForm';
import { countryCodes, countryOptions } from './countries';

const wallet = '0x8ba1f109551bd432803012645ac136ddd64dba72';

const valid = {
  ...emptyCompanyForm(wallet),
  name: 'Acme Studio',
  slug: 'acme-studio',
};

const company: Company = {
  id: '4a0c7c1e-0000-4000-8000-000000000001',
  wallet_address: wallet,
  name: 'Acme Studio',
  slug: 'acme-studio',
  description: '',
  website: null,
  contact_email: null,
  country: 'KR',
  logo_url: null,
  collection_address: null,
  payout_address: wallet,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('validateCompanyForm', () => {
  it('accepts the smallest valid company', () => {
    expect(validateCompanyForm(valid)).toEqual({});
  });

  it('reports every field against the API rules', () => {
    const problems = validateCompanyForm({
      name: 'A',
      slug: 'Acme Studio',
      description: 'x'.repeat(2001),
      website: 'http://acme.example',
      contact_email: 'acme@',
      country: 'XX',
      logo_url: 'ftp://logo',
      payout_address: '0x0000000000000000000000000000000000000000',
    });
    expect(problems).toEqual({
      name: { key: 'forms.tooShort', params: { min: 2 } },
      slug: { key: 'forms.slugPattern' },
      description: { key: 'forms.tooLong', params: { max: 2000 } },
      website: { key: 'forms.httpsUrl' },
      contact_email: { key: 'forms.email' },
      country: { key: 'company.errors.country' },
      logo_url: { key: 'forms.httpsUrl' },
      payout_address: { key: 'forms.zeroAddress' },
    });
  });

  it('requires name, slug and payout address', () => {
    expect(validateCompanyForm(emptyCompanyForm(''))).toEqual({
      name: { key: 'forms.required' },
      slug: { key: 'forms.required' },
      payout_address: { key: 'forms.required' },
    });
  });

  it('reports a taken slug from the live check, after its own rules', () => {
    expect(validateCompanyForm(valid, { slugTaken: true })).toEqual({
      slug: { key: 'company.errors.slugTaken' },
    });
    expect(validateCompanyForm({ ...valid, slug: 'ab' }, { slugTaken: true }).slug?.key).toBe(
      'forms.tooShort',
    );
  });

  it('checks only the fields a form shows', () => {
    expect(validateCompanyForm({ ...valid, payout_address: '' }, { fields: ['name', 'slug'] })).toEqual({});
  });
});

describe('countries', () => {
  it('has the 249 assigned codes and names them in the locale', () => {
    expect(countryCodes.size).toBe(249);
    const ko = countryOptions('ko');
    expect(ko).toHaveLength(249);
    expect(ko.find((option) => option.value === 'KR')?.label).toBe('대한민국');
    expect(countryOptions('en').find((option) => option.value === 'KR')?.label).toBe('South Korea');
  });

  it('sorts by the name in the locale', () => {
    const labels = countryOptions('en').map((option) => option.label);
    expect([...labels].sort(new Intl.Collator('en').compare)).toEqual(labels);
  });
});

describe('conversions', () => {
  it('trims, nulls empty optional fields, upper-cases the country and lower-cases the payout address', () => {
    expect(
      toCompanyInput({
        ...valid,
        name: '  Acme Studio ',
        country: 'kr',
        website: ' ',
        payout_address: '0x8BA1F109551BD432803012645AC136DDD64DBA72',
      }),
    ).toEqual({
      name: 'Acme Studio',
      slug: 'acme-studio',
      description: '',
      website: null,
      contact_email: null,
      country: 'KR',
      logo_url: null,
      payout_address: wallet,
    });
  });

  it('sends only what changed', () => {
    const values = { ...companyFormFrom(company), name: 'Acme Works', website: 'https://acme.example' };
    expect(changedCompanyFields(company, values)).toEqual({
      name: 'Acme Works',
      website: 'https://acme.example',
    });
    expect(changedCompanyFields(company, companyFormFrom(company))).toEqual({});
    expect(changedCompanyFields(company, { ...companyFormFrom(company), country: '' })).toEqual({
      country: null,
    });
  });

  it('reads back drafts and refuses tampered ones', () => {
    expect(parseCompanyDraft({ name: 'Acme', slug: 'acme' })).toEqual({
      ...emptyCompanyForm(),
      name: 'Acme',
      slug: 'acme',
    });
    expect(parseCompanyDraft({ name: 5 })).toBeNull();
    expect(parseCompanyDraft('nope')).toBeNull();
    expect(parseCompanyDraft(null)).toBeNull();
  });

  it('maps server field errors onto the form', () => {
    expect(
      companyServerProblems({ slug: 'Already taken', website: 'Must be an https:// URL', auth: 'bad' }),
    ).toEqual({
      problems: {
        slug: { key: 'company.errors.slugTaken' },
        website: { key: 'forms.serverRejected', params: { reason: 'Must be an https:// URL' } },
      },
      rest: ['auth: bad'],
    });
  });
});
