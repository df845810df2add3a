import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<T> {
  value: T;
  label: ReactNode;
  /** A count shown as a badge after the label; nothing while it is unknown. */
  badge?: ReactNode;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * ARIA tabs with automatic activation: arrow keys, Home and End select the next tab and move the focus to it; only
 * the selected tab is in the Tab order (roving tabindex). Every tab controls the one panel `panelId`, which the
 * caller renders with `role="tabpanel"` and `aria-labelledby={tabId(selected)}`.
 */
export function Tabs<T>({
  label,
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  tabId: (value: T) => string;
  panelId: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moves[event.key];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.value === selected);
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    refs.current.get(next.value)?.focus();
    onSelect(next.value);
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const isSelected = tab.value === selected;
        return (
          <button
            key={tabId(tab.value)}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.value)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
            {tab.badge === undefined ? null : <span className={styles.badge}>{tab.badge}</span>}
          </button>
        );
      })}
    </div>
  );
}
