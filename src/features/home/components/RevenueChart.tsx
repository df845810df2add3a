import { skipToken } from '@reduxjs/toolkit/query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../../../services/i18n';
import { useDeferredArrival } from '../../../services/useDeferredArrival';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { liveOrderReads, useGetOrderStatsQuery, type RevenueRow } from '../../orders';
import { homeQueryArgs } from '../homeQueries';
import { HomeCard } from './HomeCard';
import styles from './RevenueChart.module.css';

// Home's chart of daily revenue over the last 30 days, per token, with an accessible table behind it (docs/product.md
// §9). Drawn by hand in SVG: 30 bars need a few rectangles, not a charting library in Home's chunk.

const width = 600;
const height = 160;
const barGap = 4;
/** The chart's dates are UTC days (the API's `daily`), so they are written in UTC too. */
const dayFormat: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const fullDayFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** The bar's height as a share of the tallest day, in BigInt so large base-unit amounts never lose precision. */
function share(amount: string, max: bigint): number {
  if (max === 0n) return 0;
  try {
    return Number((BigInt(amount) * 10_000n) / max) / 10_000;
  } catch {
    return 0;
  }
}

function maxOf(row: RevenueRow): bigint {
  let max = 0n;
  for (const day of row.daily) {
    try {
      const value = BigInt(day.amount);
      if (value > max) max = value;
    } catch {
      // An unreadable amount draws no bar; the table shows it as "—".
    }
  }
  return max;
}

function TokenChart({ row }: { row: RevenueRow }) {
  const { t, formatDate } = useI18n();
  const tokens = useTokenFormat();
  const token = { symbol: row.token_symbol, decimals: row.decimals };
  const days = row.daily;
  const max = maxOf(row);
  const last = days.length - 1;
  // One tab stop for the whole chart (roving focus): Tab reaches today, the arrow keys move between days.
  const [focusIndex, setFocusIndex] = useState(last);
  const [shown, setShown] = useState<number | null>(null);
  const bars = useRef<(SVGGElement | null)[]>([]);
  const titleId = useId();
  const hintId = useId();
  const slot = width / Math.max(1, days.length);

  const labelOf = (index: number) => {
    const day = days[index];
    if (!day) return '';
    return t('home.chart.day', {
      date: formatDate(`${day.date}T00:00:00Z`, fullDayFormat),
      amount: tokens.money(day.amount, token),
    });
  };

  const move = (index: number) => {
    const next = Math.min(last, Math.max(0, index));
    setFocusIndex(next);
    setShown(next);
    bars.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const keys: Record<string, number> = {
      ArrowLeft: focusIndex - 1,
      ArrowRight: focusIndex + 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') {
      setShown(null);
      return;
    }
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  const shownDay = shown === null ? undefined : days[shown];
  const title = t('home.chart.tokenTitle', { symbol: row.token_symbol });

  // Thirty empty bars and a table of zeros say less than one sentence.
  if (max === 0n) {
    return (
      <figure className={styles.figure} aria-labelledby={titleId}>
        <figcaption className={styles.caption}>
          <span id={titleId}>{title}</span>
        </figcaption>
        <p className={styles.none}>{t('home.chart.none')}</p>
      </figure>
    );
  }

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <span id={titleId}>{title}</span>
        <span className={styles.max}>
          {t('home.chart.max', { amount: tokens.money(max.toString(), token) })}
        </span>
      </figcaption>
      <div className={styles.plot} onMouseLeave={() => setShown(null)}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="group"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
        >
          <line className={styles.axis} x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} />
          {days.map((day, index) => {
            const barHeight = Math.max(share(day.amount, max) * (height - 8), 0);
            const x = index * slot;
            return (
              <g
                key={day.date}
                ref={(element) => {
                  bars.current[index] = element;
                }}
                role="img"
                aria-label={labelOf(index)}
                tabIndex={index === focusIndex ? 0 : -1}
                className={styles.day}
                data-active={shown === index || undefined}
                onFocus={() => {
                  setFocusIndex(index);
                  setShown(index);
                }}
                onBlur={() => setShown((current) => (current === index ? null : current))}
                onMouseEnter={() => setShown(index)}
              >
                <rect className={styles.hit} x={x} y={0} width={slot} height={height} />
                {barHeight > 0 ? (
                  <rect
                    className={styles.bar}
                    x={x + barGap / 2}
                    y={height - barHeight}
                    width={slot - barGap}
                    height={barHeight}
                  />
                ) : null}
              </g>
            );
          })}
        </svg>
        {shownDay && shown !== null ? (
          <div
            className={styles.tooltip}
            aria-hidden="true"
            style={{ left: `${Math.min(85, Math.max(15, ((shown + 0.5) / days.length) * 100))}%` }}
          >
            <span className={styles.tooltipDate}>
              {formatDate(`${shownDay.date}T00:00:00Z`, fullDayFormat)}
            </span>
            <span className={styles.tooltipAmount}>{tokens.money(shownDay.amount, token)}</span>
          </div>
        ) : null}
      </div>
      <div className={styles.range} aria-hidden="true">
        <span>{days[0] ? formatDate(`${days[0].date}T00:00:00Z`, dayFormat) : null}</span>
        <span>{days[last] ? formatDate(`${days[last].date}T00:00:00Z`, dayFormat) : null}</span>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('home.chart.keyboardHint')}
      </p>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.chart.date')}</th>
            <th scope="col">{t('home.chart.revenue', { symbol: row.token_symbol })}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(`${day.date}T00:00:00Z`, fullDayFormat)}</th>
              <td>{tokens.money(day.amount, token)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The chart card. It shares the KPI cards' read (the same arguments, so one request and one poll); a failed read is
 * said once, with its retry, by the KPI cards above, so the chart then shows nothing of its own.
 */
export function RevenueChart({ wallet }: { wallet: string | null }) {
  const { t } = useI18n();
  const stats = useGetOrderStatsQuery(wallet ? homeQueryArgs.orderStats(wallet) : skipToken, liveOrderReads);
  const data = useDeferredArrival(stats.currentData);
  if (stats.isError && !data) return null;
  const rows = data?.revenue.filter((row) => Array.isArray(row.daily) && row.daily.length > 0);
  if (rows && rows.length === 0) return null;
  return (
    <HomeCard title={t('home.chart.title')}>
      {rows ? (
        <div className={styles.charts}>
          {rows.map((row) => (
            <TokenChart key={row.token_address} row={row} />
          ))}
        </div>
      ) : (
        <div className={styles.skeleton} aria-hidden="true" data-testid="revenue-chart-skeleton" />
      )}
    </HomeCard>
  );
}
