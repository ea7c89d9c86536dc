/** 运行回答中的代码块（运行按钮及其输出），随按钮加载。 */
export default {
  run: '运行',
  running: '运行中…',
  rerun: '再次运行',
  title: '输出',
  noOutput: '程序没有输出。',
  value: '值',
  errorLine: '第 {{line}} 行',
  took: '用时 {{seconds}} 秒',
  failed: '运行未能完成。',
  close: '关闭输出',
};
