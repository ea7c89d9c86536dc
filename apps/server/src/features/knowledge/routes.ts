import type { FastifyInstance } from 'fastify';
import { knowledgeRoutes as table } from '@inkstone/contract/routes/knowledge';
import { serve } from '../../platform/http/serve.ts';
import type { QaTableReader } from './service.ts';
import * as knowledge from './service.ts';

/** The knowledge engine's calls (cli/knowledge/v1/): sources of a bot or a notebook. */
export function knowledgeRoutes(readQaTable: QaTableReader) {
  return async (app: FastifyInstance) => {
    serve(app, table.add, (request) => knowledge.addSource(request.caller, request.user, request.body, readQaTable));
    serve(app, table.list, (request) => knowledge.listSources(request.caller, request.user, request.query));
    serve(app, table.status, (request) => knowledge.sourceStatus(request.caller, request.user, request.query.ids));
    serve(app, table.get, (request) => knowledge.sourceDetail(request.caller, request.user, request.query.id));
    serve(app, table.cancel, (request) => knowledge.cancelSource(request.caller, request.user, request.body.id));
    serve(app, table.relearn, (request) => knowledge.relearnSource(request.caller, request.user, request.body.id));
    serve(app, table.forget, (request) => knowledge.forget(request.caller, request.user, request.body.id));
    serve(app, table.del, (request) => knowledge.deleteSource(request.caller, request.user, request.body.id));
    serve(app, table.search, (request) => knowledge.search(request.caller, request.user, request.body));
  };
}
