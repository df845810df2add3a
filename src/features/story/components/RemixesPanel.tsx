import { ExternalLink } from '../../../components/ExternalLink';
import { explorerTxUrl } from '../../../services/config';
import { useI18n } from '../../../services/i18n';
import { shortenAddress } from '../../../services/wallet';
import { useListRemixesQuery } from '../storyApi';
import { ipAssetUrl } from '../storyLinks';
import { StoryCard, StoryQueryPending } from './StoryCard';
import styles from './story.module.css';

/** /product/{id}: the remixes registered from the product's licence tokens (docs/product.md §10.4), newest first. */
export function RemixesPanel({ productId }: { productId: string }) {
  const { t, formatDate } = useI18n();
  const query = useListRemixesQuery(productId);

  let body;
  if (!query.currentData) {
    body = <StoryQueryPending query={query} loadingLabel={t('story.remixes.loading')} />;
  } else if (query.currentData.results.length === 0) {
    body = <p className={styles.muted}>{t('story.remixes.empty')}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {query.currentData.results.map((remix) => (
          <li key={remix.id} className={styles.item}>
            <ExternalLink
              className={styles.address}
              href={ipAssetUrl(remix.child_ip_id)}
              newTabLabel={t('story.newTab')}
              ariaLabel={t('story.remixes.ipLabel', { ip: remix.child_ip_id })}
              trusted
            >
              {shortenAddress(remix.child_ip_id, 6, 4)}
            </ExternalLink>
            <span className={styles.muted}>
              {t('story.remixes.by', { holder: shortenAddress(remix.holder_address) })}
            </span>
            <ExternalLink href={explorerTxUrl(remix.tx_hash)} newTabLabel={t('story.newTab')} trusted>
              {t('story.remixes.tx')}
            </ExternalLink>
            <time className={styles.muted} dateTime={remix.created_at}>
              {formatDate(remix.created_at)}
            </time>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <StoryCard titleId="story-remixes-title" title={t('story.remixes.title')}>
      {body}
    </StoryCard>
  );
}
