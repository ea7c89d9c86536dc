import type { UserInfo } from '@inkstone/contract/accounts';
import { routes } from '@inkstone/contract/routes/index';
import { call } from '@/shared/api/call.ts';
import { useAuth } from '@/shared/stores/auth.ts';

/** `updateBase` answers the updated user, which becomes the app's copy. */
export async function updateBase(fields: { nickname: string } | { avatar: string }): Promise<UserInfo> {
  const user = await call(routes.account.updateBase, fields, { silent: true });
  useAuth.getState().setUser(user);
  return user;
}

/** The cropped PNG goes up as an avatar (the server re-encodes it), then becomes the picture. */
export async function uploadAvatar(file: File): Promise<UserInfo> {
  const uploaded = await call(routes.files.upload, { file, filePurpose: 'avatar' }, { silent: true });
  return updateBase({ avatar: uploaded.url });
}
