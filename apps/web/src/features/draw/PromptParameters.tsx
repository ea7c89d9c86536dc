import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The parameter manual of SPEC §5; the flags themselves are not translated. */
const PARAMETERS = [
  ['--ar n:m', 'params.ar'],
  ['--chaos 0-100', 'params.chaos'],
  ['--iw 0.5-2', 'params.iw'],
  ['--no', 'params.no'],
  ['--q .25 | .5 | 1', 'params.q'],
  ['--style raw', 'params.style'],
  ['--s 0-1000', 'params.s'],
  ['--tile', 'params.tile'],
] as const;

export function PromptParameters() {
  const { t } = useTranslation('draw');
  const body = (
    <>
      <Typography.Paragraph type="secondary">{t('params.intro')}</Typography.Paragraph>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
        {PARAMETERS.map(([flag, key]) => (
          <div key={flag} style={{ display: 'contents' }}>
            <dt>
              <Typography.Text code>{flag}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{t(key)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
  return <Collapse items={[{ key: 'params', label: t('params.title'), children: body }]} />;
}
