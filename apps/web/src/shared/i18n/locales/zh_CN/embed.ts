import type source from '../en/embed.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  loading: '加载中…',
  unavailable: '这个助手暂时无法使用。',
  unavailableHint: '它的主人可能已停止对外发布。',
  retry: '重试',
  placeholder: '输入你的问题…',
  send: '发送',
  stop: '停止',
  attach: '添加文件',
  removeFile: '移除 {{name}}',
  uploading: '正在上传 {{name}}…',
  uploadFailed: '{{name}} 无法添加。',
  tooManyFiles: '最多可添加 {{count}} 个文件',
  failed: '回答未能完成。',
  sources: '来源',
  earlier: '查看更早的消息',
  newVisitor: '你的会话已重置，请重新提问。',
  poweredBy: '由 Inkstone 提供',
  you: '你',
} satisfies Catalogue<typeof source>;
