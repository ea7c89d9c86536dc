import type { FastifyInstance } from 'fastify';
import { promptTemplateRoutes as table } from '@inkstone/contract/routes/prompt-templates';
import { serve } from '../../platform/http/serve.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './service.ts';

/** A user's own prompt templates (cli/chat/template/v1/*); using one goes through the chat's ssePostTemplate. */
export async function promptTemplateRoutes(app: FastifyInstance) {
  serve(app, table.page, (request) => listTemplates(request.caller, request.user.id, request.body));
  serve(app, table.create, (request) => createTemplate(request.caller, request.user.id, request.body));
  serve(app, table.update, (request) => updateTemplate(request.caller, request.user.id, request.body));
  serve(app, table.del, (request) => deleteTemplate(request.caller, request.user.id, request.body.id));
}
