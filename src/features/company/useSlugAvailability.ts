import { useDebouncedValue, validateSlug } from '../../components/forms';
import { useCheckCompanySlugQuery } from './companyApi';
import { companyLimits } from './companyForm';

export type SlugAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'current' | 'unknown';

export const slugCheckDelayMs = 400;

/**
 * The live check of a company slug (GET companies/slug-available/), once typing pauses. Only well-formed slugs
 * are asked about; the company's own slug (on /manage) is `current`. A failed check is `unknown`: the form does
 * not block on it, the server checks again on submit.
 */
export function useSlugAvailability(slug: string, currentSlug?: string): SlugAvailability {
  const settled = useDebouncedValue(slug, slugCheckDelayMs);
  const wellFormed = validateSlug(slug, { min: companyLimits.slugMin, max: companyLimits.slugMax }) === null;
  const isCurrent = currentSlug !== undefined && slug === currentSlug;
  const skip = !wellFormed || isCurrent || settled !== slug;
  const check = useCheckCompanySlugQuery(settled, { skip });
  if (!wellFormed) return 'idle';
  if (isCurrent) return 'current';
  if (settled !== slug || check.isFetching) return 'checking';
  if (check.isError) return 'unknown';
  if (check.currentData) return check.currentData.available ? 'available' : 'taken';
  return 'checking';
}
