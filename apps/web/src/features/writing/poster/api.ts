import { writingPosterRoutes as table } from '@inkstone/contract/routes/writing-poster';
import type { PosterBody } from '@inkstone/contract/writing-poster';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';

/** Paints a poster on the server; silent: the dialog shows a refusal in place of the preview. */
export const usePosterRender = () =>
  useMutation({ mutationFn: (body: PosterBody) => call(table.render, body, { silent: true }) });
