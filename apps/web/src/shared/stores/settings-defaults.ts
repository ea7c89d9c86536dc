import { Limits } from '@inkstone/contract/limits';

/** WeChat official-account article style (SPEC §3 defaults). */
export type WechatStyle = {
  theme: string;
  primaryColor: string;
  fontFamily: number;
  fontSize: string;
  legend: string;
  align: 'left' | 'center' | 'justify';
  macCodeBlock: boolean;
  blankLine: boolean;
};

export type PosterStyle = { background: string; margin: number; padding: number; opacity: number };

/**
 * Client settings of SPEC §3, kept in the browser. Section and field names follow the original
 * client where SPEC names them (`slider.isCollapse`, `config.setCustomInstrunctions`).
 */
export type ClientSettings = {
  slider: { isCollapse: boolean };
  header: { isDark: boolean };
  config: { setCustomInstrunctions: boolean };
  chat: { webSearch: boolean };
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
  chat: { webSearch: false },
  write: {
    listWidth: Limits.panelWidth.writeList,
    listShown: true,
    chatWidth: Limits.panelWidth.chat,
    chatTab: 'chat',
    outsert: false,
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
