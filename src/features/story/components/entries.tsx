import { Strings } from '../../../services/i18n';
import { CollectionPanel, type CollectionCompany } from './CollectionPanel';
import { IssuerNotice } from './IssuerNotice';
import { IssuerSection } from './IssuerSection';
import { LicenceQueue } from './LicenceQueue';
import { RegisterPanel } from './RegisterPanel';
import { RemixesPanel } from './RemixesPanel';
import { RemixForm } from './RemixForm';
import { type StoryProduct } from '../storyTypes';

// Each entry brings its texts with it: the licensor's Story texts (the `story` bundle), the buyer's remix texts
// (`storefront.remix.*`, the `remix` bundle) so the public page's first load does not carry them.

export function StoryCollectionSection({ company }: { company: CollectionCompany }) {
  return (
    <Strings bundles={['story']}>
      <CollectionPanel company={company} />
    </Strings>
  );
}

/** /manage: the issuer wallet that issues licences automatically (docs/product.md §11.1). */
export function StoryIssuerSection() {
  return (
    <Strings bundles={['story']}>
      <IssuerSection />
    </Strings>
  );
}

/** Home: the warning when the issuer wallet runs low (docs/product.md §11.1); nothing otherwise. */
export function StoryIssuerNotice() {
  return (
    <Strings bundles={['story']}>
      <IssuerNotice />
    </Strings>
  );
}

/** /product/{id}: "Register on Story", then the IP asset, automatic issuing and the remixes of its licences. */
export function StoryProductSection({
  product,
  companyWallet,
}: {
  product: StoryProduct;
  companyWallet: string;
}) {
  // An archived product is off sale for good and its metadata is no longer served: it is not registered any more.
  if (product.status === 'archived' && product.license_terms_id === null) return null;
  return (
    <Strings bundles={['story']}>
      <RegisterPanel product={product} companyWallet={companyWallet} />
      {product.license_terms_id !== null ? <RemixesPanel productId={product.id} /> : null}
    </Strings>
  );
}

export function StoryLicenceQueue({
  wallet,
  companyWallet,
  onlyWhenWaiting,
}: {
  wallet: string;
  companyWallet: string;
  onlyWhenWaiting?: boolean;
}) {
  return (
    <Strings bundles={['story']}>
      <LicenceQueue wallet={wallet} companyWallet={companyWallet} onlyWhenWaiting={onlyWhenWaiting} />
    </Strings>
  );
}

export function StoryRemixForm({
  tokenIds,
  productTitle,
}: {
  tokenIds: readonly string[];
  productTitle: string;
}) {
  return (
    <Strings bundles={['remix']}>
      <RemixForm tokenIds={tokenIds} productTitle={productTitle} />
    </Strings>
  );
}
