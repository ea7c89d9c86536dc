import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import { WechatPublishStatus } from '@inkstone/contract/wechat';
import type { WechatPublication } from '@inkstone/contract/writing-wechat';
import type { WritingWechatPublicationRow } from './tables.ts';

/** A stored publication as the owner reads it: the reason worded in their language. */
export function presentPublication(row: WritingWechatPublicationRow, language: Language): WechatPublication {
  const wechatStatus = WechatPublishStatus.safeParse(row.wechatStatus);
  return {
    publishId: row.publishId,
    appId: row.appId,
    status: row.status,
    wechatStatus: wechatStatus.success ? wechatStatus.data : null,
    reason:
      row.failKey && isMessageKey(row.failKey) ? formatMessage(language, row.failKey, row.failParams ?? {}) : null,
    articleUrl: row.articleUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
