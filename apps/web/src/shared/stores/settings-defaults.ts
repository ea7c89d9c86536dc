import type { WechatStyle } from '@inkstone/render/wechat-style';
import { Limits } from '@inkstone/contract/limits';

/**
 * The poster's look (SPEC §3 defaults: background blue, margin 6, padding 6, opacity 90). The
 * WeChat style's shape is the renderer's, which reads the setting as it is.
 */
export type PosterStyle = { background: string; margin: number; padding: number; opacity: number };

/**
 * Client settings of SPEC §3, kept in the browser. Section and field names follow the original
 * client where SPEC names them (`slider.isCollapse`, `config.setCustomInstrunctions`).
 */
export type ClientSettings = {
  slider: { isCollapse: boolean };
  header: { isDark: boolean };
  config: { setCustomInstrunctions: boolean };
  /** `transport`: how answers arrive — streamed (SSE), or whole over the WebSocket (webSocketChat). */
  chat: { webSearch: boolean; transport: 'sse' | 'socket' };
  write: {
    listWidth: number;
    listShown: boolean;
    chatWidth: number;
    chatTab: 'chat' | 'tools';
    outsert: boolean;
    wechatStyle: WechatStyle;
    posterStyle: PosterStyle;
    editorCompletion: boolean;
  };
  notebook: { leftWidth: number; chatWidth: number };
};

export const defaultSettings: ClientSettings = {
  slider: { isCollapse: false },
  header: { isDark: false },
  config: { setCustomInstrunctions: false },
  chat: { webSearch: false, transport: 'sse' },
  write: {
    listWidth: Limits.panelWidth.writeList,
    listShown: true,
    chatWidth: Limits.panelWidth.chat,
    chatTab: 'chat',
    outsert: false,
    // The renderer's defaults (settings.test.ts checks they are equal), written out here: importing
    // them would bring the renderer's font and size lists into every first load.
    wechatStyle: {
      theme: 'default',
      primaryColor: '#0F4C81',
      fontFamily: 1,
      fontSize: '14px',
      legend: 'title',
      align: 'left',
      macCodeBlock: true,
      blankLine: true,
    },
    posterStyle: { background: 'blue', margin: 6, padding: 6, opacity: 90 },
    editorCompletion: true,
  },
  notebook: { leftWidth: Limits.panelWidth.notebookLeft, chatWidth: Limits.panelWidth.chat },
};
