import type source from '../en/voice.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  'list.title': '录音',
  'list.empty': '你的录音和上传的音频会连同转写文字列在这里。',
  'details.title': '录音详情',
  'details.empty': '录音的转写文字和会议纪要会显示在这里。',
} satisfies Catalogue<typeof source>;
