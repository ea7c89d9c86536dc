/** What other features' tests use of WeChat's: the local fake of its HTTP API. */
export { fakeWechat } from './fake-wechat.ts';
