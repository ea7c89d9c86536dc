import type { BotDayStats, BotStats } from '@inkstone/contract/bot-stats';
import type { Bot } from '@inkstone/contract/bots';
import { Button, Empty, Result, Segmented, Spin, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag } from '@/shared/i18n/language.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { useBotStats, type ReportDays } from './api.ts';
import { StatsChart } from './StatsChart.tsx';
import { isUnused, summarise } from './summary.ts';
import styles from './report.module.css';

/**
 * The bot editor's data report (SPEC §2, issue [bots] item 5): the last 7 or 30 days' figures,
 * a chart and a table of the days, as the server aggregated them (every half hour, SPEC §9).
 */
export function ReportTab({ bot }: { bot: Bot }) {
  const { t } = useTranslation('bots');
  const [days, setDays] = useState<ReportDays>(7);
  const stats = useBotStats(bot.tableId, days);

  return (
    <section className={styles.report} aria-label={t('tab.report')}>
      <div className={styles.head}>
        <Segmented<ReportDays>
          aria-label={t('report.period')}
          value={days}
          onChange={setDays}
          options={[
            { value: 7, label: t('report.days', { count: 7 }) },
            { value: 30, label: t('report.days', { count: 30 }) },
          ]}
        />
        {stats.data && <Refreshed at={stats.data.refreshedAt} />}
      </div>
      <Body stats={stats.data} pending={stats.isPending} failed={stats.isError} retry={() => void stats.refetch()} />
    </section>
  );
}

function Body({
  stats,
  pending,
  failed,
  retry,
}: {
  stats: BotStats | undefined;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation('bots');
  if (failed)
    return (
      <Result
        status="warning"
        title={t('report.loadError')}
        extra={<Button onClick={retry}>{t('discover.retry')}</Button>}
      />
    );
  if (pending || !stats) return <Spin description={t('report.loading')} />;
  if (isUnused(stats.records)) return <Empty description={t('report.empty')} data-testid="report-empty" />;
  return (
    <>
      <Figures records={stats.records} periodUsers={stats.periodUsers} />
      <StatsChart records={stats.records} />
      <DayTable records={stats.records} />
    </>
  );
}

function useFormats() {
  const language = useLanguage((state) => state.language);
  const tag = languageTag(language);
  return {
    tag,
    percent: new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }),
  };
}

function Refreshed({ at }: { at: string | null }) {
  const { t } = useTranslation('bots');
  const { tag } = useFormats();
  const time = at
    ? new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at))
    : null;
  return (
    <p className={styles.refreshed} data-testid="report-refreshed">
      {time ? t('report.refreshed', { time }) : t('report.notYet')}
    </p>
  );
}

function Figures({ records, periodUsers }: { records: readonly BotDayStats[]; periodUsers: number }) {
  const { t } = useTranslation('bots');
  const { percent } = useFormats();
  const sum = summarise(records, periodUsers);
  const figures = [
    { key: 'conversations', value: sum.conversations },
    { key: 'questions', value: sum.questions },
    { key: 'users', value: sum.users, note: t('report.usersNote') },
    {
      key: 'hitRate',
      value: sum.hitRate === null ? '—' : percent.format(sum.hitRate),
      note: sum.hitRate === null ? t('report.noKnowledge') : undefined,
    },
    {
      key: 'satisfaction',
      value: sum.satisfaction === null ? '—' : percent.format(sum.satisfaction),
      note: sum.satisfaction === null ? t('report.noRatings') : t('report.ratings', { count: sum.ratings }),
    },
  ] as const;
  return (
    <dl className={styles.figures} aria-label={t('report.summary')}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure} data-testid={`figure-${figure.key}`}>
          <dt>{t(`report.${figure.key}`)}</dt>
          <dd>
            {figure.value}
            {'note' in figure && figure.note && <span className={styles.note}>{figure.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DayTable({ records }: { records: readonly BotDayStats[] }) {
  const { t } = useTranslation('bots');
  const { percent } = useFormats();
  const columns: TableColumnsType<BotDayStats> = [
    { key: 'day', dataIndex: 'day', title: t('report.day'), fixed: 'left' },
    { key: 'questions', dataIndex: 'questions', title: t('report.questions'), align: 'right' },
    { key: 'conversations', dataIndex: 'conversations', title: t('report.conversations'), align: 'right' },
    { key: 'users', dataIndex: 'users', title: t('report.users'), align: 'right' },
    {
      key: 'hitRate',
      title: t('report.hitRate'),
      align: 'right',
      render: (_, day) => {
        const asked = day.knowledgeHits + day.knowledgeMisses;
        return asked > 0 ? `${percent.format(day.knowledgeHits / asked)} (${day.knowledgeHits}/${asked})` : '—';
      },
    },
    {
      key: 'satisfaction',
      title: t('report.satisfaction'),
      align: 'right',
      render: (_, day) => (day.satisfaction === null ? '—' : `${percent.format(day.satisfaction)} (${day.ratings})`),
    },
  ];
  return (
    <Table<BotDayStats>
      className={styles.table}
      size="small"
      rowKey="day"
      columns={columns}
      // Newest first: today is what an owner looks for.
      dataSource={[...records].reverse()}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label={t('report.table')}
    />
  );
}
