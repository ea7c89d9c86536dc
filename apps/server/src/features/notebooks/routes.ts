import type { FastifyInstance } from 'fastify';
import { notebookRoutes as table } from '@inkstone/contract/routes/notebooks';
import { serve } from '../../platform/http/serve.ts';
import { deleteProjectConversations } from '../chat/service.ts';
import * as notes from './note-service.ts';
import { createSampleNotebook } from './sample.ts';
import * as notebooks from './service.ts';
import { studioJob } from './studio-job.ts';
import { resumeLostStudioNotes } from './studio-resume.ts';
import { generateStudio } from './studio-service.ts';

/** Notebook calls (cli/notebook/…): notebooks, their sources and notes, and sharing by email. */
export async function notebookRoutes(app: FastifyInstance) {
  // The studio's job, and the start-up sweep that queues notes whose job was lost (studio-resume.ts).
  studioJob.register(app.platform.queue, { platform: app.platform, log: app.log });
  app.addHook('onReady', async () => void (await resumeLostStudioNotes(app.platform, app.log)));
  serve(app, table.create, (request) => notebooks.createNotebook(request.caller, request.user, request.body));
  serve(app, table.sample, (request) => createSampleNotebook(request.caller, request.user));
  serve(app, table.update, (request) => notebooks.updateNotebook(request.caller, request.user, request.body));
  serve(app, table.del, async (request) => {
    const deleted = await notebooks.deleteNotebook(request.caller, request.user, request.body.id);
    // Its conversations go too (members' included); here, as chat reads notebooks and not the reverse.
    await deleteProjectConversations(request.caller.platform, request.body.id);
    return deleted;
  });
  serve(app, table.page, (request) => notebooks.notebookPage(request.caller, request.user, request.body));
  serve(app, table.get, (request) => notebooks.openNotebook(request.caller, request.user, request.body.id));
  serve(app, table.addSource, (request) => notebooks.addNotebookSource(request.caller, request.user, request.body));
  serve(app, table.sources, (request) =>
    notebooks.notebookSources(request.caller, request.user, request.body.notebookId),
  );
  serve(app, table.getSource, (request) => notebooks.notebookSource(request.caller, request.user, request.body));
  serve(app, table.delSource, (request) => notebooks.deleteNotebookSource(request.caller, request.user, request.body));
  serve(app, table.relearnSource, (request) =>
    notebooks.relearnNotebookSource(request.caller, request.user, request.body),
  );
  serve(app, table.invite, (request) => {
    const publicUrl = request.caller.platform.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    return notebooks.inviteMember(request.caller, request.user, request.body, publicUrl);
  });
  serve(app, table.members, (request) => notebooks.members(request.caller, request.user, request.body.id));
  serve(app, table.revoke, (request) => notebooks.revokeMember(request.caller, request.user, request.body));
  serve(app, table.createNote, (request) => notes.createNote(request.caller, request.user, request.body));
  serve(app, table.updateNote, (request) => notes.updateNote(request.caller, request.user, request.body));
  serve(app, table.delNote, (request) => notes.deleteNote(request.caller, request.user, request.body));
  serve(app, table.notes, (request) => notes.notePage(request.caller, request.user, request.body));
  serve(app, table.searchNotes, (request) => notes.searchMentions(request.caller, request.user, request.body));
  serve(app, table.noteToSource, (request) => notes.noteToSource(request.caller, request.user, request.body));
  serve(app, table.generateStudio, (request) => generateStudio(request.caller, request.user, request.body));
}
