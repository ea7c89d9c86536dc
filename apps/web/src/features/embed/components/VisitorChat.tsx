import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToBBot } from '@inkstone/contract/bots-tob';
import { useVisitorChat } from '../model/use-visitor-chat.ts';
import { Answer } from './Answer.tsx';
import { BotHeader } from './BotHeader.tsx';
import { Composer } from './Composer.tsx';
import styles from './embed.module.css';

/** The conversation of one visitor with a published bot: greeting first, then its own history. */
export function VisitorChat({ bot }: { bot: ToBBot }) {
  const { t } = useTranslation('embed');
  const chat = useVisitorChat(bot.tableId);
  const [notice, setNotice] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const shown = chat.refusal ?? notice ?? chat.idError;

  // Follow the conversation as it grows (a new answer, each streamed piece).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.records.length, chat.live?.text]);

  return (
    <main className={styles.page}>
      <BotHeader bot={bot} />
      <section className={styles.messages} aria-live="polite" aria-label={bot.name}>
        {bot.greeting ? <Answer text={bot.greeting} sources={[]} showKnowledge={false} /> : null}
        {chat.loadingHistory ? <Spin size="small" aria-label={t('loading')} /> : null}
        {chat.records.map((record) => (
          <div key={record.tableId} style={{ display: 'contents' }}>
            <div className={styles.visitor}>
              {record.input}
              {record.files.length > 0 ? (
                <div className={styles.files}>
                  {record.files.map((file) => (
                    <span key={file.fileId}>📎 {file.name}</span>
                  ))}
                </div>
              ) : null}
            </div>
            <Answer
              text={record.response}
              sources={record.sources}
              showKnowledge={bot.showKnowledge}
              error={record.status === 'fail' ? (record.error ?? t('failed')) : null}
            />
          </div>
        ))}
        {chat.live ? (
          <>
            <div className={styles.visitor}>{chat.live.prompt}</div>
            <Answer
              text={chat.live.text}
              sources={chat.live.sources}
              showKnowledge={bot.showKnowledge}
              error={chat.live.error}
              streaming={chat.live.streaming}
            />
          </>
        ) : null}
        <div ref={end} />
      </section>
      {shown ? (
        <Alert type="warning" showIcon title={shown} closable onClose={() => setNotice(null)} role="alert" />
      ) : null}
      <Composer
        botId={bot.tableId}
        tmpUid={chat.tmpUid}
        streaming={Boolean(chat.live?.streaming)}
        onSend={(prompt, files) => {
          setNotice(null);
          return chat.send(prompt, files);
        }}
        onStop={chat.stop}
        onError={setNotice}
      />
      <div className={styles.footer}>{t('poweredBy')}</div>
    </main>
  );
}
