import type { Transcript } from '@inkstone/contract/voice';
import { Input } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeSegmentIndex, matchingSegments } from '../model/transcript-sync.ts';
import { TranscriptLine } from './TranscriptLine.tsx';
import styles from '../voice.module.css';

type Props = {
  transcript: Transcript;
  timeMs: number;
  onSeek: (ms: number) => void;
  onRenameSpeaker: (speakerId: string) => void;
  onSaveLine: (id: string, text: string) => Promise<unknown>;
};

/**
 * The transcript synced with the player: the line being spoken is highlighted and kept in view
 * (unless the reader is searching), a line's time seeks, and a search marks the lines it finds
 * and brings the first into view.
 */
export function TranscriptLines({ transcript, timeMs, onSeek, onRenameSpeaker, onSaveLine }: Props) {
  const { t } = useTranslation('voice');
  const list = useRef<HTMLOListElement>(null);
  const [search, setSearch] = useState('');
  const { segments, speakers } = transcript;
  const active = activeSegmentIndex(segments, timeMs);
  const matches = useMemo(() => matchingSegments(segments, search), [segments, search]);
  const matchSet = useMemo(() => new Set(matches), [matches]);
  const names = useMemo(() => new Map(speakers.map((speaker) => [speaker.id, speaker.name])), [speakers]);

  const reveal = useCallback((index: number) => {
    const line = list.current?.children[index] as HTMLElement | undefined;
    // jsdom has no layout (and no scrollIntoView); browsers keep the line in the list's view.
    line?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  useEffect(() => {
    if (active >= 0 && !search) reveal(active);
  }, [active, search, reveal]);
  useEffect(() => {
    if (matches.length > 0) reveal(matches[0]!);
  }, [matches, reveal]);

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('tx.search')}
        aria-label={t('tx.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim() && (
        <p className={styles.hint} role="status">
          {matches.length > 0 ? t('tx.matches', { count: matches.length }) : t('tx.noMatch')}
        </p>
      )}
      <ol className={styles.lines} ref={list} aria-label={t('tx.title')}>
        {segments.map((segment, index) => {
          const speaker = segment.speaker;
          const turn = speaker !== undefined && (index === 0 || segments[index - 1]!.speaker !== speaker);
          return (
            <TranscriptLine
              key={segment.id}
              segment={segment}
              speakerName={turn ? (names.get(speaker) ?? speaker) : null}
              active={index === active}
              match={matchSet.has(index)}
              onSeek={onSeek}
              onRenameSpeaker={onRenameSpeaker}
              onSave={onSaveLine}
            />
          );
        })}
      </ol>
    </>
  );
}
