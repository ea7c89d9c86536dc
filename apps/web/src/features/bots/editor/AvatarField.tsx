import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/shared/api/upload.ts';
import { toast } from '@/shared/ui/toast.ts';
import { BotAvatar } from '../components/BotAvatar.tsx';
import { DEFAULT_AVATAR, isPictureAvatar } from '../model/form.ts';
import styles from './editor.module.css';

/** A few to pick with one click. */
const PICKS = ['🤖', '🧠', '✍️', '🌏', '💻', '📚', '🧳', '🎨', '💼', '🍳'];
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

type Props = { value?: string; onChange?: (value: string) => void; id?: string };

/**
 * The bot's avatar (a form control): an emoji picked from a row, or an uploaded picture
 * (`cli/file/v1/upload`, purpose avatar) whose address becomes the value. Image files only.
 */
export function AvatarField({ value = DEFAULT_AVATAR, onChange, id }: Props) {
  const { t } = useTranslation('bots');
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      toast('warning', t('form.avatarOnlyImages'));
      return;
    }
    setPercent(0);
    try {
      const uploaded = await uploadFile(file, { purpose: 'avatar', onProgress: setPercent });
      onChange?.(uploaded.url);
    } catch {
      // The upload client has told the reader why.
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className={styles.avatarField} id={id}>
      <BotAvatar avatar={value} size={64} />
      <div className={styles.avatarControls}>
        <div className={styles.picks} role="group" aria-label={t('form.avatar')}>
          {PICKS.map((emoji) => (
            <Button
              key={emoji}
              size="small"
              type={value === emoji ? 'primary' : 'default'}
              aria-pressed={value === emoji}
              onClick={() => onChange?.(emoji)}
            >
              {emoji}
            </Button>
          ))}
        </div>
        <div className={styles.picks}>
          <Upload
            accept={IMAGE_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={percent !== null}>
              {percent !== null ? t('form.avatarUploading') : t('form.avatarUpload')}
            </Button>
          </Upload>
          {isPictureAvatar(value) && (
            <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(DEFAULT_AVATAR)}>
              {t('form.avatarRemove')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
