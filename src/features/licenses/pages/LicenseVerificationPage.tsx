import { skipToken } from '@reduxjs/toolkit/query';
import { matchPath, Navigate, useParams } from 'react-router-dom';
import { QueryErrorState } from '../../../components/QueryErrorState';
import { SkeletonDetail } from '../../../components/StatusView';
import { isApiError } from '../../../services/api';
import { type FeatureDispatch } from '../../../services/hooks';
import { useI18n } from '../../../services/i18n';
import { paths, routePatterns } from '../../../services/routing';
import { LicenseVerificationView } from '../components/LicenseVerificationView';
import { canonicalLicenseTokenId } from '../licenseTokenId';
import { licensesApi, useGetLicenseVerificationQuery } from '../licensesApi';
import styles from '../components/licenses.module.css';

/** Why there is nothing to verify: not a token number (400), or a token OVERDIVE did not issue (404). */
function Nothing({ title, body }: { title: string; body: string }) {
  return (
    <div className={`${styles.page} ${styles.notFound}`}>
      <h1 className={styles.notFoundTitle}>{title}</h1>
      <p className={styles.notFoundBody}>{body}</p>
    </div>
  );
}

/**
 * The licence's read, started at start-up when the page's code has loaded (index.tsx, services/routing), not after the
 * layout and the texts have rendered: one step less before a visitor sees the answer.
 */
export function prefetchData(dispatch: FeatureDispatch, _getState: () => unknown, pathname: string): void {
  const tokenId = matchPath(routePatterns.license, pathname)?.params.tokenId;
  const id = tokenId === undefined ? null : canonicalLicenseTokenId(tokenId);
  if (id !== null) void dispatch(licensesApi.util.prefetch('getLicenseVerification', id, {}));
}

/**
 * /licenses/{tokenId} (docs/product.md §11.2): a licence token's public verification page, no session needed, in the
 * brand layout and every public locale.
 */
export default function LicenseVerificationPage() {
  const { t } = useI18n();
  const { tokenId = '' } = useParams();
  const id = canonicalLicenseTokenId(tokenId);
  const query = useGetLicenseVerificationQuery(id ?? skipToken);

  const invalid = <Nothing title={t('licenses.invalid.title')} body={t('licenses.invalid.body')} />;
  if (id === null) return invalid;
  // One address per token: `/licenses/007` is token 7's page.
  if (id !== tokenId) return <Navigate replace to={paths.license(id)} />;
  if (query.isError && !query.isFetching) {
    if (isApiError(query.error) && query.error.status === 400) return invalid;
    return (
      <div className={styles.page}>
        <QueryErrorState query={query} />
      </div>
    );
  }
  // currentData belongs to this token only: another licence never shows while this one loads.
  if (query.currentData === undefined) {
    return (
      <div className={styles.page}>
        <SkeletonDetail label={t('licenses.loading')} sections={3} />
      </div>
    );
  }
  if (query.currentData === null) {
    return <Nothing title={t('licenses.notFound.title')} body={t('licenses.notFound.body', { id })} />;
  }
  return <LicenseVerificationView license={query.currentData} />;
}
