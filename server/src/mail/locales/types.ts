// Every locale's texts have exactly the English keys (./en.ts): a missing or extra key fails the type check, and
// server/test/mailTemplates.test.ts checks that each keeps the English placeholders.
import type { buyer, licensor } from './en.js';

export type BuyerTexts = { readonly [Key in keyof typeof buyer]: string };
export type LicensorTexts = { readonly [Key in keyof typeof licensor]: string };
