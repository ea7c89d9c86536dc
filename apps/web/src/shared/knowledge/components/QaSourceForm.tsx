import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { KnowledgeLimits, type NewSource } from '@inkstone/contract/knowledge-api';
import { Button, Divider, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../model/contract-text.ts';
import { blankToUndefined, fieldSchema, qaFieldSchema, schemaRule } from '../model/source-rules.ts';
import { useFileUploads } from '../state/use-file-uploads.ts';
import { FileDrop } from './FileDrop.tsx';
import { SourceForm } from './SourceForm.tsx';
import { UploadList } from './UploadList.tsx';

type Values = { title?: string; pairs: Array<{ question?: string; answer?: string }> };

/**
 * Question-and-answer pairs typed as rows (one at least, at most the contract's limit), or a
 * two-column CSV/xlsx table imported whole: the server reads its rows (kind `qaTable`).
 */
export function QaSourceForm({ onAdd }: { onAdd: (source: NewSource) => Promise<unknown> }) {
  const { t } = useTranslation('knowledge');
  const text = useContractText();
  const [form] = Form.useForm<Values>();
  const table = useFileUploads('qaTable', onAdd);
  return (
    <>
      <SourceForm
        form={form}
        name="knowledge-qa"
        onAdd={onAdd}
        toSource={(values) => ({
          kind: 'qa',
          title: blankToUndefined(values.title) as string | undefined,
          pairs: (values.pairs ?? []).map((pair) => ({ question: pair.question ?? '', answer: pair.answer ?? '' })),
        })}
      >
        <Form.Item
          name="title"
          label={t('qa.title')}
          rules={[schemaRule(fieldSchema('qa', 'title'), text, { optional: true })]}
        >
          <Input maxLength={KnowledgeLimits.titleMax} />
        </Form.Item>
        <Form.List name="pairs" initialValue={[{}]}>
          {(rows, { add, remove }) => (
            <Flex vertical gap={4}>
              {rows.map((row, position) => (
                <Flex key={row.key} gap={8} align="start" data-testid="qa-row">
                  <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                    <Form.Item
                      name={[row.name, 'question']}
                      label={t('qa.question', { n: position + 1 })}
                      rules={[schemaRule(qaFieldSchema('question'), text)]}
                      style={{ marginBottom: 8 }}
                    >
                      <Input maxLength={KnowledgeLimits.questionMax} />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'answer']}
                      label={t('qa.answer', { n: position + 1 })}
                      rules={[schemaRule(qaFieldSchema('answer'), text)]}
                    >
                      <Input.TextArea maxLength={KnowledgeLimits.answerMax} autoSize={{ minRows: 2, maxRows: 6 }} />
                    </Form.Item>
                  </Flex>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('qa.removeRow', { n: position + 1 })}
                    disabled={rows.length <= 1}
                    onClick={() => remove(row.name)}
                    style={{ marginTop: 30 }}
                  />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({})}
                disabled={rows.length >= KnowledgeLimits.pairsMax}
                style={{ marginBottom: 16 }}
              >
                {t('qa.addRow')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </SourceForm>
      <Divider plain>{t('qa.import')}</Divider>
      <Flex vertical gap={12}>
        <FileDrop
          kind="qaTable"
          label={t('qa.import')}
          hint={t('qa.importHint')}
          onFiles={table.addFiles}
          multiple={false}
        />
        <UploadList items={table.items} onRemove={table.remove} />
      </Flex>
    </>
  );
}
