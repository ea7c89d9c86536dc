import { BotCategory } from '@inkstone/contract/bots';
import { formatMessage } from '@inkstone/contract/messages';
import { useTranslation } from 'react-i18next';

/** Discover's fixed categories, in the contract's order. */
export const categories: readonly BotCategory[] = BotCategory.options;

/** A category's label in the reader's language: the contract's own `bot.category.*` words, as the server names them. */
export function useCategoryLabel(): (category: BotCategory) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  return (category) => formatMessage(language, `bot.category.${category}`);
}
