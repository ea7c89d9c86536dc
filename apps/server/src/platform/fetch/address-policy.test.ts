import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';

describe('which addresses are public', () => {
  it.each(['8.8.8.8', '1.1.1.1', '::ffff:8.8.8.8', '2606:4700::1111', '64:ff9b::808:808'])('%s is', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '::808:808',
    'fe80::1',
    'fec0::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '64:ff9b::a00:1',
    '64:ff9b:1::808:808',
    '2002:7f00:1::1',
    '2001::1',
    '2001:db8::1',
    'not an address',
    '',
  ])('%j is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
