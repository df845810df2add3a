// Field rules shared by every form, mirrored from the API's zod schemas (server/src/http/validation.ts) so a
// value the form accepts is one the server accepts. Each rule answers null (fine) or a problem: an i18n key of
// the `forms` namespace and its parameters, turned into text where it is shown.

export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export const problem = (key: string, params?: FieldProblem['params']): FieldProblem =>
  params ? { key, params } : { key };

/**
 * Unicode code points: what zod 4's string .min/.max count (zod ≥ 4.6, colinhacks/zod#6441) and PostgreSQL's
 * char_length checks — an emoji is one, not the two UTF-16 units of `.length`. A lone surrogate counts as one.
 */
function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Length as the server counts it: code points of the trimmed text (zod's .trim().min/.max). */
export function textLength(value: string): number {
  return codePointLength(value.trim());
}

export function validateText(
  value: string,
  { min = 0, max, required = min > 0 }: { min?: number; max: number; required?: boolean },
): FieldProblem | null {
  const length = textLength(value);
  if (length === 0) return required ? problem('forms.required') : null;
  if (length < min) return problem('forms.tooShort', { min });
  if (length > max) return problem('forms.tooLong', { max });
  if (value.includes('\u0000')) return problem('forms.invalidCharacters');
  return null;
}

/** https only (docs/security.md: user links limited to https), at most 2048 characters; empty is fine when optional. */
export function validateHttpsUrl(value: string, { required = false } = {}): FieldProblem | null {
  const text = value.trim();
  if (text === '') return required ? problem('forms.required') : null;
  if (codePointLength(text) > 2048) return problem('forms.tooLong', { max: 2048 });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return problem('forms.httpsUrl');
  }
  if (url.protocol !== 'https:' || url.hostname === '') return problem('forms.httpsUrl');
  return null;
}

// zod 4's z.email() pattern, so both sides agree on what an e-mail address is.
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateEmail(value: string, { required = false } = {}): FieldProblem | null {
  const text = value.trim();
  if (text === '') return required ? problem('forms.required') : null;
  if (text.length > 254) return problem('forms.tooLong', { max: 254 });
  return emailPattern.test(text) ? null : problem('forms.email');
}

export const zeroAddress = '0x0000000000000000000000000000000000000000';
const addressPattern = /^0x[0-9a-fA-F]{40}$/;

/** An EVM address: 0x and 40 hex digits; `allowZero: false` refuses the zero address (money sent there is lost). */
export function validateAddress(
  value: string,
  { required = false, allowZero = true }: { required?: boolean; allowZero?: boolean } = {},
): FieldProblem | null {
  const text = value.trim();
  if (text === '') return required ? problem('forms.required') : null;
  if (!addressPattern.test(text)) return problem('forms.address');
  if (!allowZero && text.toLowerCase() === zeroAddress) return problem('forms.zeroAddress');
  return null;
}

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Lowercase letters and digits in groups joined by single hyphens (docs/product.md §8). */
export function validateSlug(
  value: string,
  { min, max, required = true }: { min: number; max: number; required?: boolean },
): FieldProblem | null {
  if (value === '') return required ? problem('forms.required') : null;
  if (value.length < min) return problem('forms.tooShort', { min });
  if (value.length > max) return problem('forms.tooLong', { max });
  return slugPattern.test(value) ? null : problem('forms.slugPattern');
}

/** A slug suggested from a name: Latin letters and digits kept, everything else a single hyphen. */
export function slugify(text: string, max = 64): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** Keeps only the problems that are set, so "no problems" is an empty object. */
export function compactProblems<F extends string>(
  problems: Record<F, FieldProblem | null>,
): FieldProblems<F> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, value]) => value !== null),
  ) as FieldProblems<F>;
}

/**
 * The API's field errors (`fields` of a 400/409) on a form: each one on the form field `fieldOf` names it after, a
 * taken slug in the form's own words (`slugTakenKey`), and what fits no field as `name: reason` lines for over the
 * form.
 */
export function serverProblems<F extends string>(
  fields: Record<string, string> | undefined,
  fieldOf: (name: string) => F | null,
  slugTakenKey: string,
): { problems: FieldProblems<F>; rest: string[] } {
  const problems: FieldProblems<F> = {};
  const rest: string[] = [];
  for (const [name, reason] of Object.entries(fields ?? {})) {
    const field = fieldOf(name);
    if (field === null) rest.push(`${name}: ${reason}`);
    else
      problems[field] =
        field === 'slug' && /taken/i.test(reason)
          ? problem(slugTakenKey)
          : problem('forms.serverRejected', { reason });
  }
  return { problems, rest };
}

export function hasProblems(problems: FieldProblems<string>): boolean {
  return Object.keys(problems).length > 0;
}

/** The text of a problem in the active locale, or null. */
export function problemText(
  t: (key: string, params?: Record<string, string | number>) => string,
  found: FieldProblem | null | undefined,
): string | null {
  return found ? t(found.key, found.params) : null;
}
