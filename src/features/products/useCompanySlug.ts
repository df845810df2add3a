import { useGetProfileQuery } from '../../services/api';

export interface CompanySlugLookup {
  /** The company's slug, once known. */
  slug: string | null;
  /** The profile could not be read (docs/product.md §20: 'profile lookup failed'); public links wait for a retry. */
  failed: boolean;
  retry: () => void;
}

/**
 * The slug of the signed-in wallet's company, for public links. Read from the profile (GET auth/profile/), which
 * the company mutations invalidate, because products may not import the company feature (same layer).
 */
export function useCompanySlug(): CompanySlugLookup {
  const profile = useGetProfileQuery();
  return {
    slug: profile.currentData?.company?.slug ?? null,
    failed: profile.isError,
    retry: () => void profile.refetch(),
  };
}
