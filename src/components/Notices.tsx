import styles from './Notices.module.css';

export interface NoticeView {
  id: string;
  tone: 'error' | 'info' | 'success';
  message: string;
  detail?: string;
}

/**
 * Messages for the user in a labelled region; each can be dismissed. Each notice is its own live region (an error
 * is an alert, read at once; the others a polite status), so the region itself is not live: a live region around
 * them made some screen readers read every notice twice.
 */
export function Notices({
  notices,
  onDismiss,
  dismissLabel,
  regionLabel,
}: {
  notices: NoticeView[];
  onDismiss: (id: string) => void;
  dismissLabel: string;
  regionLabel: string;
}) {
  return (
    <section className={styles.region} aria-label={regionLabel}>
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`${styles.notice} ${styles[notice.tone]}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <div className={styles.text}>
            <p className={styles.message}>{notice.message}</p>
            {notice.detail ? <p className={styles.detail}>{notice.detail}</p> : null}
          </div>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => onDismiss(notice.id)}
            aria-label={dismissLabel}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </section>
  );
}
