import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './hooks/useFocusTrap';
import styles from './Dialog.module.css';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name: rendered as the dialog's heading and referenced by aria-labelledby. */
  title: ReactNode;
  /** Hide the heading visually while keeping it as the accessible name. */
  hideTitle?: boolean;
  /** Text for the close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  /** Width: standard 360 px, wide 720 px, compact 368 px (wallet-kit reference §4.7). */
  size?: 'standard' | 'wide' | 'compact';
  /** Below 768 px the dialog becomes a bottom sheet (docs/product.md §14). */
  bottomSheetOnMobile?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Rendered left of the title, e.g. a step's back button. */
  headerStart?: ReactNode;
  describedBy?: string;
  /** Extra attributes of the outermost element (the backdrop), e.g. `data-*` hooks and CSS custom properties. */
  rootProps?: { style?: CSSProperties; className?: string } & Record<`data-${string}`, string | undefined>;
  /** Test id of the dialog panel. */
  testId?: string;
}

let openDialogs = 0;

/**
 * A modal dialog: portalled, labelled by its title, focus trapped and restored on close, Escape and a backdrop
 * click close it, page scrolling locked while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  children,
  size = 'standard',
  bottomSheetOnMobile = true,
  initialFocus,
  headerStart,
  describedBy,
  rootProps,
  testId,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The trap must not restart when a parent passes a new onClose on each render: that would move focus back
  // to the opener and into the dialog again. The latest onClose is read through a ref instead.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const close = useCallback(() => onCloseRef.current(), []);
  useFocusTrap(panelRef, open, { onEscape: close, initialFocus });

  useEffect(() => {
    if (!open) return;
    openDialogs += 1;
    const body = document.body;
    const previous = body.style.overflow;
    if (openDialogs === 1 && previous !== 'hidden') body.style.overflow = 'hidden';
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) body.style.overflow = previous === 'hidden' ? 'hidden' : '';
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      {...rootProps}
      className={`${styles.backdrop}${rootProps?.className ? ` ${rootProps.className}` : ''}`}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      data-testid="dialog-backdrop"
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={`${styles.panel} ${styles[size]} ${bottomSheetOnMobile ? styles.sheet : ''}`}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className={styles.header}>
          {headerStart}
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
