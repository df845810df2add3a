/**
 * API keys' rules (docs/product.md §12.2): a key is `od_` and 32 random bytes in base64url, shown once and stored as
 * its SHA-256; the list shows a prefix to recognise it by. The SQL is in ./repository.ts, the check of a call made
 * with a key in ./keyService.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../contract/apiKeyScopes.js';
import type { ApiKeyRow } from './repository.js';

/** The whole key: the prefix and 32 random bytes, base64url without padding (43 characters). */
export const API_KEY_FORMAT = /^od_[A-Za-z0-9_-]{43}$/;

/** `od_` and this many characters of the key are kept and shown; the rest (about 210 random bits) is never seen again. */
const SHOWN_CHARACTERS = 8;

/** The lowercase hex SHA-256 of the key as sent: what is stored and looked up, never the key itself. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key, its hash and its prefix. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS) };
}

/** Whether an Authorization header carries an API key (`Bearer od_…`) rather than a session's token. */
export function apiKeyOfHeader(header: string | undefined): string | null {
  if (header === undefined || header.length > 200) return null;
  const match = /^Bearer (od_\S*)$/i.exec(header);
  return match?.[1] ?? null;
}

/** A key as GET companies/api-keys/ lists it. */
export function apiKeyJson(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}
