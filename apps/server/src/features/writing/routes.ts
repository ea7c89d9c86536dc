import type { FastifyInstance } from 'fastify';
import { writingRoutes as table } from '@inkstone/contract/routes/writing';
import { serve } from '../../platform/http/serve.ts';
import * as groups from './group-service.ts';
import { purgeTrashJob } from './purge-job.ts';
import * as documents from './service.ts';
import * as versions from './version-service.ts';

/** Writing calls (cli/write/doc/…, cli/write/group/…): documents, their trash and versions, and groups. */
export async function writingRoutes(app: FastifyInstance) {
  purgeTrashJob.register(app.platform.queue, app.platform);
  serve(app, table.create, (request) => documents.createDocument(request.caller, request.user, request.body));
  serve(app, table.update, (request) => documents.updateDocument(request.caller, request.user, request.body));
  serve(app, table.get, (request) => documents.getDocument(request.caller, request.user, request.body.id));
  serve(app, table.page, (request) => documents.documentPage(request.caller, request.user, request.body));
  serve(app, table.copy, (request) => documents.copyDocument(request.caller, request.user, request.body.id));
  serve(app, table.del, (request) => documents.trashDocument(request.caller, request.user, request.body.id));
  serve(app, table.restore, (request) => documents.restoreDocument(request.caller, request.user, request.body.id));
  serve(app, table.versions, (request) => versions.listVersions(request.caller, request.user, request.body.id));
  serve(app, table.version, (request) => versions.readVersion(request.caller, request.user, request.body));
  serve(app, table.versionRestore, (request) => versions.restoreVersion(request.caller, request.user, request.body));
  serve(app, table.createGroup, (request) => groups.createGroup(request.caller, request.user, request.body));
  serve(app, table.updateGroup, (request) => groups.renameGroup(request.caller, request.user, request.body));
  serve(app, table.delGroup, (request) => groups.deleteGroup(request.caller, request.user, request.body.id));
  serve(app, table.groups, (request) => groups.groupPage(request.caller, request.user, request.body));
}
