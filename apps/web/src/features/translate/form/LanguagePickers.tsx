import { SwapOutlined } from '@ant-design/icons';
import { TranslateLanguage } from '@inkstone/contract/translate';
import { Button, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../translate.module.css';

type Props = {
  sourceLang: TranslateLanguage;
  targetLang: TranslateLanguage;
  onChange: (languages: { sourceLang: TranslateLanguage; targetLang: TranslateLanguage }) => void;
  problem?: string;
};

/** From and into, from the contract's languages; the same pair is refused by the form's check. */
export function LanguagePickers({ sourceLang, targetLang, onChange, problem }: Props) {
  const { t } = useTranslation('translate');
  const sourceId = useId();
  const targetId = useId();
  const problemId = useId();
  const options = TranslateLanguage.options.map((value) => ({ value, label: t(`lang.${value}`) }));
  return (
    <div className={styles.fieldset}>
      <div className={styles.row}>
        <label htmlFor={sourceId}>{t('lang.source')}</label>
        <Select
          id={sourceId}
          style={{ minWidth: 150 }}
          value={sourceLang}
          options={options}
          onChange={(value) => onChange({ sourceLang: value, targetLang })}
        />
        <Button
          type="text"
          icon={<SwapOutlined />}
          aria-label={t('lang.swap')}
          onClick={() => onChange({ sourceLang: targetLang, targetLang: sourceLang })}
        />
        <label htmlFor={targetId}>{t('lang.target')}</label>
        <Select
          id={targetId}
          style={{ minWidth: 150 }}
          value={targetLang}
          options={options}
          status={problem ? 'error' : undefined}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? problemId : undefined}
          onChange={(value) => onChange({ sourceLang, targetLang: value })}
        />
      </div>
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
