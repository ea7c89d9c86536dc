import { describe, expect, it } from 'vitest';
import { jsapiSignature, nonceStr } from './sign.ts';

describe('the JS-SDK signature', () => {
  // WeChat JS-SDK documentation, appendix 1 (signature algorithm): its worked example.
  const documented = {
    ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    nonceStr: 'Wm3WZYTPz0wzccnW',
    timestamp: 1414587457,
    url: 'http://mp.weixin.qq.com?params=value',
  };

  it('reproduces the documented example', () => {
    expect(jsapiSignature(documented)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the url without its # part', () => {
    expect(jsapiSignature({ ...documented, url: `${documented.url}#/share?x=1` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
    expect(jsapiSignature({ ...documented, url: `${documented.url}&more=1` })).not.toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });

  it('makes a new 16-letter nonce each time', () => {
    const nonce = nonceStr();
    expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(nonceStr()).not.toBe(nonce);
  });
});
