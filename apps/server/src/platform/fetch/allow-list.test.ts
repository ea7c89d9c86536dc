import { describe, expect, it } from 'vitest';
import { hostPortOf, isAllowed, parseAllowEntry } from './allow-list.ts';

describe('FETCH_ALLOW_HOSTS entries', () => {
  it.each([
    ['wiki.corp:80', 'wiki.corp:80'],
    ['Wiki.Corp:8080', 'wiki.corp:8080'],
    [' 127.0.0.1:4000 ', '127.0.0.1:4000'],
    ['2130706433:81', '127.0.0.1:81'],
    ['[::1]:8080', '[::1]:8080'],
    ['[::ffff:127.0.0.1]:80', '[::ffff:7f00:1]:80'],
  ])('reads %j as %j', (entry, compared) => {
    expect(parseAllowEntry(entry)).toBe(compared);
  });

  it.each([
    'wiki.corp',
    'wiki.corp:',
    ':80',
    'wiki.corp:0',
    'wiki.corp:65536',
    'http://wiki.corp:80',
    'a@b:80',
    'a/b:80',
  ])('refuses %j', (entry) => {
    expect(parseAllowEntry(entry)).toBeNull();
  });

  it('makes the default port explicit, so an entry meets the URLs that use it', () => {
    expect(hostPortOf(new URL('http://wiki.corp/a'))).toBe('wiki.corp:80');
    expect(hostPortOf(new URL('https://wiki.corp/a'))).toBe('wiki.corp:443');
    const allow = new Set([parseAllowEntry('wiki.corp:80')!]);
    expect(isAllowed(allow, new URL('http://WIKI.corp:80/x'))).toBe(true);
    expect(isAllowed(allow, new URL('https://wiki.corp/x'))).toBe(false);
    expect(isAllowed(allow, new URL('http://wiki.corp.evil.test/x'))).toBe(false);
    expect(isAllowed(allow, new URL('http://sub.wiki.corp/x'))).toBe(false);
  });
});
