import type { FastifyInstance } from 'fastify';
import { writingWechatRoutes as table } from '@inkstone/contract/routes/writing-wechat';
import { serve } from '../../platform/http/serve.ts';
import { latestWechatPublication, publishToWechat, wechatPublication } from './service.ts';

/** cli/write/doc/v1/wechatPublish, wechatStatus and wechatLatest: a document to the user's Official Account. */
export async function writingWechatRoutes(app: FastifyInstance) {
  serve(app, table.publish, (request) => publishToWechat(request.caller, request.user, request.body));
  serve(app, table.status, (request) => wechatPublication(request.caller, request.user, request.body));
  serve(app, table.latest, (request) => latestWechatPublication(request.caller, request.user, request.body));
}
