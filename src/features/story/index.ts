// Licences on Story (docs/product.md §10): the screens that send Story transactions. Loaded on demand only (React.lazy
// in /manage, /product/{id}, Home and the buyer's remix), so neither /auth nor the public page's first load carries
// contract/story or ethers' ABI coder.
export {
  StoryCollectionSection,
  StoryProductSection,
  StoryLicenceQueue,
  StoryRemixForm,
} from './components/entries';
// The one static export: the issuer wallet's public read (§11.1), which Home's warning and /manage show without the
// Story screens. It imports nothing of contract/story, and this index is free of side effects, so a static import of
// it brings this query alone.
export { issuerApi, useGetIssuerQuery } from './issuerApi';
export type { Issuer } from './storyTypes';
