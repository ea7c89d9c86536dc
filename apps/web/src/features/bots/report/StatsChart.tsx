import type { BotDayStats } from '@inkstone/contract/bot-stats';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { labelledDays, niceTop } from './scale.ts';
import styles from './report.module.css';

// The drawing's own units; the SVG scales to its box (a 375 px phone is about one to one).
const WIDTH = 360;
const HEIGHT = 200;
const PAD = { left: 30, right: 8, top: 10, bottom: 26 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** MM-DD: short enough for a month under a phone's axis, the same in both languages. */
const shortDay = (day: string) => day.slice(5);

/**
 * Questions as bars and conversations as a line over the days, oldest on the left. Each day has a
 * title (a pointer's tooltip); a tap or the arrow keys pick a day and its figures show under the
 * chart, where a screen reader hears them. Colours are antd's tokens, so dark mode follows.
 */
export function StatsChart({ records }: { records: readonly BotDayStats[] }) {
  const { t } = useTranslation('bots');
  const titleId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const count = records.length;
  if (count === 0) return null;
  const active = picked !== null && picked < count ? picked : count - 1;
  const { top, step } = niceTop(Math.max(...records.map((day) => Math.max(day.questions, day.conversations))));
  const band = PLOT_W / count;
  const barWidth = Math.max(2, band * 0.6);
  const x = (index: number) => PAD.left + band * index + band / 2;
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const labels = labelledDays(count);
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  const line = records.map((day, index) => `${x(index).toFixed(1)},${y(day.conversations).toFixed(1)}`).join(' ');
  const describe = (day: BotDayStats) =>
    t('report.chartDay', { day: day.day, questions: day.questions, conversations: day.conversations });

  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setPicked(Math.min(count - 1, Math.max(0, next)));
  };

  return (
    <figure className={styles.chart}>
      <div
        className={styles.chartBox}
        tabIndex={0}
        role="group"
        aria-label={t('report.chart')}
        aria-describedby={titleId}
        onKeyDown={onKeyDown}
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} aria-hidden focusable="false">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={PAD.left - 4} y={y(tick)} className={styles.axisY}>
                {tick}
              </text>
            </g>
          ))}
          {records.map((day, index) => (
            <g key={day.day} className={styles.day} onClick={() => setPicked(index)}>
              <title>{describe(day)}</title>
              {/* The whole column answers the pointer, not only the bar (a zero has none). */}
              <rect x={PAD.left + band * index} y={PAD.top} width={band} height={PLOT_H} className={styles.hit} />
              {index === active && (
                <rect x={PAD.left + band * index} y={PAD.top} width={band} height={PLOT_H} className={styles.active} />
              )}
              <rect
                x={x(index) - barWidth / 2}
                y={y(day.questions)}
                width={barWidth}
                height={PLOT_H - (y(day.questions) - PAD.top)}
                rx={Math.min(2, barWidth / 4)}
                className={styles.bar}
              />
              {labels.has(index) && (
                <text x={x(index)} y={HEIGHT - PAD.bottom + 14} className={styles.axisX}>
                  {shortDay(day.day)}
                </text>
              )}
            </g>
          ))}
          <polyline points={line} className={styles.line} />
          {records.map((day, index) => (
            <circle
              key={day.day}
              cx={x(index)}
              cy={y(day.conversations)}
              r={count > 10 ? 1.8 : 2.8}
              className={styles.dot}
            />
          ))}
        </svg>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.legend}>
          <span className={styles.swatchBar} aria-hidden />
          {t('report.questions')}
          <span className={styles.swatchLine} aria-hidden />
          {t('report.conversations')}
        </span>
        <span id={titleId} className={styles.picked} aria-live="polite" data-testid="chart-day">
          {describe(records[active]!)}
        </span>
        <span className={styles.keysHint}>{t('report.chartKeys')}</span>
      </figcaption>
    </figure>
  );
}
