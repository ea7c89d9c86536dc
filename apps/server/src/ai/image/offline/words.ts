/**
 * What the offline generator understands of a prompt: colour words and a few subjects, in
 * English and Chinese. It is a procedural painter, not a model: anything else in the prompt
 * only seeds the randomness.
 */
export type Colour = { name: string; hue: number; saturation: number; lightness: number; words: string[] };

export const COLOURS: Colour[] = [
  { name: 'red', hue: 0, saturation: 75, lightness: 50, words: ['red', 'crimson', 'scarlet', 'ruby', '红', '赤'] },
  { name: 'orange', hue: 28, saturation: 85, lightness: 55, words: ['orange', 'amber', 'sunset', '橙', '橘'] },
  { name: 'yellow', hue: 52, saturation: 90, lightness: 58, words: ['yellow', 'gold', 'golden', 'lemon', '黄', '金'] },
  { name: 'green', hue: 125, saturation: 55, lightness: 42, words: ['green', 'emerald', 'jade', 'lush', '绿', '翠'] },
  { name: 'cyan', hue: 185, saturation: 65, lightness: 50, words: ['cyan', 'teal', 'turquoise', 'aqua', '青'] },
  { name: 'blue', hue: 218, saturation: 70, lightness: 48, words: ['blue', 'azure', 'navy', 'sapphire', '蓝'] },
  { name: 'purple', hue: 275, saturation: 55, lightness: 48, words: ['purple', 'violet', 'lavender', 'magenta', '紫'] },
  { name: 'pink', hue: 330, saturation: 70, lightness: 70, words: ['pink', 'rose', 'blush', '粉'] },
  { name: 'brown', hue: 25, saturation: 45, lightness: 30, words: ['brown', 'wooden', 'chocolate', '棕', '褐'] },
];

/** Colours without a hue: `--no black` darkens nothing below this lightness, and so on. */
export const NEUTRALS = { black: ['black', '黑'], white: ['white', '白'], grey: ['grey', 'gray', '灰'] } as const;

export const SUBJECTS = {
  sun: ['sun', 'sunny', 'sunrise', 'sunset', 'dawn', 'daylight', '太阳', '日出', '夕阳', '阳光'],
  moon: ['moon', 'moonlight', 'night', 'midnight', '月', '夜'],
  stars: ['star', 'stars', 'galaxy', 'space', 'cosmic', 'universe', 'nebula', '星', '宇宙', '银河'],
  mountains: ['mountain', 'mountains', 'hill', 'hills', 'peak', 'peaks', 'alps', 'volcano', '山', '峰'],
  water: ['sea', 'ocean', 'lake', 'river', 'water', 'wave', 'waves', 'beach', 'shore', '海', '湖', '河', '水', '浪'],
  trees: ['tree', 'trees', 'forest', 'woods', 'pine', 'jungle', '树', '林', '森林'],
  city: ['city', 'building', 'buildings', 'skyline', 'street', 'town', 'tower', 'cyberpunk', '城', '楼', '街'],
  flowers: ['flower', 'flowers', 'rose', 'roses', 'garden', 'blossom', 'bloom', 'tulip', '花', '樱', '玫瑰'],
  clouds: ['cloud', 'clouds', 'sky', 'fog', 'mist', 'storm', '云', '雾', '天空'],
} as const;
export type Subject = keyof typeof SUBJECTS;
export const SUBJECT_NAMES = Object.keys(SUBJECTS) as Subject[];

const CJK = /[\u3400-\u9fff]/;

/** Whether a word of a list occurs in the text: whole words for Latin, substrings for Chinese. */
export function mentions(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  const latin = new Set(lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  return words.some((word) => (CJK.test(word) ? lower.includes(word) : latin.has(word)));
}
