import styles from './Notices.module.css';

export interface NoticeView {
  id: string;
  tone: 'error' | 'info' | 'success';
  message: string;
  detail?: string;
}

/** Messages for the user, announced politely to screen readers; each can be dismissed. */
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
    <section className={styles.region} aria-label={regionLabel} aria-live="polite">
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
