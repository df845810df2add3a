import { useEffect, useRef, useState } from 'react';
import styles from './Notices.module.css';
import { CloseIcon } from './icons';

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
/** How long a success or info notice stays (docs/product.md §9: success notices disappear by themselves after a few seconds). */
export const noticeTimeoutMs = 6_000;

function NoticeItem({
  notice,
  onDismiss,
  dismissLabel,
}: {
  notice: NoticeView;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}) {
  // Errors stay until dismissed (they say what to do); the others leave after `noticeTimeoutMs`, paused while the
  // pointer or the focus is on them so they can be read at any pace (WCAG 2.2.1).
  const [held, setHeld] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);
  const lasting = notice.tone === 'error';
  useEffect(() => {
    if (lasting || held) return undefined;
    const timer = setTimeout(() => dismiss.current(notice.id), noticeTimeoutMs);
    return () => clearTimeout(timer);
  }, [lasting, held, notice.id]);
  return (
    <div
      className={`${styles.notice} ${styles[notice.tone]}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
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
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * Messages for the user in a labelled region; each can be dismissed. Each notice is its own live region (an error
 * is an alert, read at once; the others a polite status), so the region itself is not live: a live region around
 * them made some screen readers read every notice twice.
 *
 * The region sits in the page's flow at its top, not over it (docs/product.md §9: notices never cover a control): a
 * floating toast covered the pagination and the form buttons at the bottom of the screen, at 375 px most of all.
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
    <section
      className={styles.region}
      aria-label={regionLabel}
      data-empty={notices.length === 0 || undefined}
    >
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} onDismiss={onDismiss} dismissLabel={dismissLabel} />
      ))}
    </section>
  );
}
