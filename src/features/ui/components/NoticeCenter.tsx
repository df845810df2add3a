import { useSelector } from 'react-redux';
import { Notices } from '../../../components/Notices';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { noticeDismissed, selectNotices } from '../uiSlice';

/** Shows the error catalogue's messages (SPEC.md §8) wherever the user is, translated at render time. */
export function NoticeCenter() {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const notices = useSelector(selectNotices);
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
