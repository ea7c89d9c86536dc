import type { UserInfo } from '@inkstone/contract/accounts';
import type { UploadedFile } from '@inkstone/contract/files';
import { api } from '@/shared/api/client.ts';
import { useAuth } from '@/shared/stores/auth.ts';

/** `cli/user/v1/updateBase` answers the updated user, which becomes the app's copy. */
export async function updateBase(fields: { nickname: string } | { avatar: string }): Promise<UserInfo> {
  const user = await api.postForm<UserInfo>('cli/user/v1/updateBase', fields, { silent: true });
  useAuth.getState().setUser(user);
  return user;
}

/** The cropped PNG goes up as an avatar (the server re-encodes it), then becomes the picture. */
export async function uploadAvatar(file: File): Promise<UserInfo> {
  const uploaded = await api.postForm<UploadedFile>('cli/file/v1/upload', { file, filePurpose: 'avatar' }, { silent: true });
  return updateBase({ avatar: uploaded.url });
}
