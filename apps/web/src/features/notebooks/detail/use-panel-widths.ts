import { useSettings } from '@/shared/stores/settings.ts';
import { clampWidth, type Panel } from '../model/panel-widths.ts';

const field = { left: 'leftWidth', chat: 'chatWidth' } as const;

/**
 * The notebook's panel widths, remembered in the browser with the other client settings
 * (SPEC §3 `notebook.leftWidth` / `notebook.chatWidth`, 370 and 336 at first).
 */
export function usePanelWidths() {
  const notebook = useSettings((state) => state.notebook);
  const update = useSettings((state) => state.update);
  return {
    left: clampWidth('left', notebook.leftWidth),
    chat: clampWidth('chat', notebook.chatWidth),
    save: (panel: Panel, width: number) => update('notebook', { [field[panel]]: clampWidth(panel, width) }),
  };
}
