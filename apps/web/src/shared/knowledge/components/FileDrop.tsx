import { InboxOutlined } from '@ant-design/icons';
import { Typography, Upload } from 'antd';
import { acceptOf, type FileTabKind } from '../model/file-checks.ts';

export type FileDropProps = {
  kind: FileTabKind;
  /** The drop area's words: what to drop and which formats it takes. */
  label: string;
  hint: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
};

/**
 * Drag-and-drop (or click, or Enter on the focused area) to choose files. It only hands them
 * over: checking, uploading and progress belong to the list (use-file-uploads.ts).
 */
export function FileDrop({ kind, label, hint, onFiles, multiple = true }: FileDropProps) {
  return (
    <Upload.Dragger
      accept={acceptOf[kind]}
      multiple={multiple}
      showUploadList={false}
      // Every chosen file is taken by the list; antd's own upload and list stay unused.
      beforeUpload={(file) => {
        onFiles([file]);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">{label}</p>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </Upload.Dragger>
  );
}
