// Company as the API takes and sends it: the types come from the API contract (contract/api/companies.ts,
// docs/product.md §7–§8) as `import type`, so no schema code reaches the bundle.
import type { Company as ApiCompany, CompanyInput as ApiCompanyInput } from '../../../contract/api/companies';

export type Company = ApiCompany;

/** The editable fields of a company as the API takes them (POST companies/, PATCH companies/{id}/). */
export type CompanyInput = ApiCompanyInput;
