// Licences on Story (docs/product.md §10, §11.1): the screens that send Story transactions, and the issuer wallet's
// screens beside them. Loaded on demand only (React.lazy in /manage, /product/{id}, Home and the buyer's remix), so
// neither /auth nor the public page's first load carries contract/story or ethers' ABI coder.
export {
  StoryCollectionSection,
  StoryIssuerNotice,
  StoryIssuerSection,
  StoryProductSection,
  StoryLicenceQueue,
  StoryRemixForm,
} from './components/entries';
