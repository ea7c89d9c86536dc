import type source from '../en/draw.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  title: '绘画',
  empty: '你用文字描述或融合图片生成的作品会显示在这里。',
  'params.title': '提示词参数',
  'params.intro': '参数写在提示词之后，用空格分隔，末尾不要加标点。',
  'params.ar': '画面比例，例如 16:9（默认 1:1）。',
  'params.chaos': '结果的多样程度，0-100（默认 0）。',
  'params.iw': '参考图的权重，0.5-2（默认 1）。',
  'params.no': '画面中不希望出现的内容。',
  'params.q': '渲染质量：.25、.5 或 1（默认 1）。',
  'params.style': '更少风格化、更贴近字面的效果。',
  'params.s': '风格化强度，0-1000（默认 100）。',
  'params.tile': '生成可无缝拼接的图案。',
} satisfies Catalogue<typeof source>;
