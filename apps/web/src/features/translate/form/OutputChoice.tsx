import type { DualLayout, TranslateOutputKind } from '@inkstone/contract/translate';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../translate.module.css';

type Props = {
  outputKind: TranslateOutputKind;
  dualLayout: DualLayout;
  onChange: (choice: { outputKind: TranslateOutputKind; dualLayout: DualLayout }) => void;
};

/** Which files come back: the translation only, a bilingual file, or both; and how the bilingual one is set. */
export function OutputChoice({ outputKind, dualLayout, onChange }: Props) {
  const { t } = useTranslation('translate');
  return (
    <div className={styles.row}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('output.legend')}</legend>
        <Radio.Group
          value={outputKind}
          onChange={(event) => onChange({ outputKind: event.target.value as TranslateOutputKind, dualLayout })}
          options={(['mono', 'dual', 'both'] as const).map((value) => ({ value, label: t(`output.${value}`) }))}
        />
      </fieldset>
      {outputKind !== 'mono' && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('layout.legend')}</legend>
          <Radio.Group
            value={dualLayout}
            onChange={(event) => onChange({ outputKind, dualLayout: event.target.value as DualLayout })}
            options={(['alternate', 'sideBySide'] as const).map((value) => ({ value, label: t(`layout.${value}`) }))}
          />
        </fieldset>
      )}
    </div>
  );
}
