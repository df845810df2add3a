import { Notices } from '@/components/Notices';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { type Bundle, bundleOf, Strings, useT } from '@/services/i18n';
import { noticeDismissed, selectNotices } from '../uiSlice';

/**
 * Shows the error catalogue's messages (docs/product.md §20) wherever the user is, translated at render time. A
 * notice of a screen (`company.manage.payout.changed`) lives outside that screen's texts, so the notices bring the
 * bundles their keys belong to (already loaded by the screen that raised them).
 */
export function NoticeCenter() {
  const notices = useFeatureSelector(selectNotices);
  const bundles = [
    ...new Set(notices.map((notice) => bundleOf(notice.key)).filter((b): b is Bundle => b !== null)),
  ].sort();
  return (
    <Strings bundles={bundles}>
      <NoticeList />
    </Strings>
  );
}

function NoticeList() {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const notices = useFeatureSelector(selectNotices);
  return (
    <Notices
      notices={notices.map((notice) => ({
        id: notice.id,
        tone: notice.tone,
        message: t(notice.key, notice.params),
        ...(notice.detail ? { detail: notice.detail } : {}),
      }))}
      onDismiss={(id) => dispatch(noticeDismissed(id))}
      dismissLabel={t('common.dismiss')}
      regionLabel={t('notices.region')}
    />
  );
}
