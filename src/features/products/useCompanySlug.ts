import { useGetProfileQuery } from '../../services/api';

/**
 * The slug of the signed-in wallet's company, for public links. Read from the profile (GET auth/profile/), which
 * the company mutations invalidate, because products may not import the company feature (same layer).
 */
export function useCompanySlug(): string | null {
  return useGetProfileQuery().currentData?.company?.slug ?? null;
}
