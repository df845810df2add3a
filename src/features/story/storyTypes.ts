// The Story records as the SPA reads them (docs/api.md "Licences on Story", docs/product.md §10): the API contract's
// answer types (contract/api/story.ts), the same ones server/src/story/ builds its answers to.
import type { Page } from '../../../contract/api/fields';
import type { Product } from '../../../contract/api/products';

export type {
  AwaitingOrder,
  CollectionRecorded,
  Issuer,
  LicenseIssueProblem,
  Remix,
  StoryRegistration,
} from '../../../contract/api/story';
export type { Page };
export type StoryProduct = Product;
