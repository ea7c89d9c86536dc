/** Words used across the whole app. English is the source catalogue: its keys type every `t()` call. */
export default {
  appName: 'Inkstone',
  'actions.ok': 'OK',
  'actions.cancel': 'Cancel',
  'actions.close': 'Close',
  'actions.backHome': 'Back to homepage',
  'actions.signIn': 'Sign in',
  'actions.signOut': 'Sign out',
  'language.label': 'Language',
  'language.zh_CN': '简体中文',
  'language.en': 'English',
  loading: 'Loading…',
};
