import type { SearchHit } from '@inkstone/contract/knowledge-api';
import { Button, Empty, Input, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetrievalTest } from '../api/retrieval.ts';
import styles from './editor.module.css';

const score = (value: number) => value.toFixed(2);

/**
 * The knowledge tab's test box: a question searched in the bot's learned passages, showing what
 * its answers would draw on (with the bot's threshold) and what the threshold leaves out.
 */
export function RetrievalTest({ botId, threshold }: { botId: string; threshold: number }) {
  const { t } = useTranslation('bots');
  const headingId = useId();
  const [question, setQuestion] = useState('');
  const test = useRetrievalTest(botId);
  const ask = () => {
    if (question.trim()) test.mutate({ question: question.trim(), threshold });
  };

  const list = (hits: SearchHit[], used: boolean) => (
    <ul className={styles.hits}>
      {hits.map((hit) => (
        <li key={`${hit.sourceId}:${hit.ordinal}`} className={styles.hit} data-testid="retrieval-hit">
          <div className={styles.hitHead}>
            <span>
              {t('knowledge.passage', { n: hit.ordinal + 1, name: hit.sourceName })}
              {hit.page !== null && ` · ${t('knowledge.page', { n: hit.page })}`}
            </span>
            <Tag color={used ? 'success' : 'default'}>{t('knowledge.score', { value: score(hit.score) })}</Tag>
          </div>
          <p className={styles.hitText}>{hit.text}</p>
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.testBox} aria-labelledby={headingId} data-testid="retrieval-test">
      <h4 id={headingId} className={styles.testTitle}>
        {t('knowledge.test')}
      </h4>
      <p className={styles.hint}>{t('knowledge.testHelp')}</p>
      <p className={styles.hint}>
        {t('knowledge.threshold', { value: score(threshold) })} {t('knowledge.thresholdNote')}
      </p>
      <Input.Search
        style={{ marginTop: 8 }}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onSearch={ask}
        placeholder={t('knowledge.questionPlaceholder')}
        aria-label={t('knowledge.question')}
        enterButton={
          <Button type="primary" disabled={!question.trim()} loading={test.isPending}>
            {t('knowledge.search')}
          </Button>
        }
        maxLength={2000}
      />
      {test.data && test.data.used.length === 0 && test.data.leftOut.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.none')} />
      )}
      {test.data && test.data.used.length > 0 && (
        <>
          <p className={styles.hitGroup}>{t('knowledge.used')}</p>
          {list(test.data.used, true)}
        </>
      )}
      {test.data && test.data.leftOut.length > 0 && (
        <>
          <p className={styles.hitGroup}>{t('knowledge.leftOut')}</p>
          {list(test.data.leftOut, false)}
        </>
      )}
    </section>
  );
}
