import {
  BookOutlined,
  ClusterOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { StudioKind, type Note } from '@inkstone/contract/notebook-notes';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useNoteTexts } from '../model/texts.ts';
import styles from './notes.module.css';

const ICONS: Record<StudioKind, ReactNode> = {
  summary: <FileTextOutlined />,
  faq: <QuestionCircleOutlined />,
  studyGuide: <BookOutlined />,
  briefing: <ProfileOutlined />,
  timeline: <FieldTimeOutlined />,
  mindMap: <ClusterOutlined />,
};

/**
 * The six studio outputs, each generated from the chosen sources into its own note (asking
 * again regenerates it). A kind already generating shows as busy. With no source chosen the
 * buttons are off and the contract's words say why.
 */
export function StudioBar({
  notes,
  noSources,
  pending,
  onGenerate,
}: {
  notes: readonly Note[];
  noSources: boolean;
  pending: StudioKind | null;
  onGenerate: (kind: StudioKind) => void;
}) {
  const { t, kindName, contract } = useNoteTexts();
  const busy = new Set(notes.filter((note) => note.status === 'generating').map((note) => note.kind));
  return (
    <section className={styles.section} aria-labelledby="notebook-studio-title">
      <h2 id="notebook-studio-title" className={styles.sectionTitle}>
        {t('studio.title')}
      </h2>
      <p className={styles.hint}>{t('studio.hint')}</p>
      {noSources && <Alert type="info" showIcon title={contract('notebook.studioNoSources')} />}
      <div className={styles.studioGrid}>
        {StudioKind.options.map((kind) => (
          <Button
            key={kind}
            icon={ICONS[kind]}
            disabled={noSources}
            loading={pending === kind || busy.has(kind)}
            aria-label={t('studio.generate', { kind: kindName(kind) })}
            onClick={() => onGenerate(kind)}
          >
            {kindName(kind)}
          </Button>
        ))}
      </div>
    </section>
  );
}
