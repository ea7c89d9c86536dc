import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRegionLookup } from './lookup.ts';

const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'geoip-')), 'country.csv');
fs.writeFileSync(
  csv,
  [
    '1.0.1.0,1.0.3.255,CN',
    '8.8.8.0,8.8.8.255,US',
    '"2400:3200::","2400:3200:ffff:ffff:ffff:ffff:ffff:ffff","CN"',
    'garbage line',
  ].join('\n'),
);

describe('region lookup', () => {
  it('trusts the configured proxy country header first', () => {
    const lookup = createRegionLookup({ header: 'cf-ipcountry', geoipCsv: csv, defaultCountry: 'US' });
    expect(lookup({ ip: '8.8.8.8', headers: { 'cf-ipcountry': 'cn' } })).toEqual({
      country: 'CN',
      inChina: true,
      source: 'header',
    });
  });

  it('ignores the header when none is configured', () => {
    const lookup = createRegionLookup({ header: '', geoipCsv: '', defaultCountry: 'US' });
    expect(lookup({ ip: '1.0.1.1', headers: { 'cf-ipcountry': 'CN' } })).toEqual({
      country: 'US',
      inChina: false,
      source: 'default',
    });
  });

  it('finds IPv4, IPv4-mapped and IPv6 addresses in the GeoIP CSV', () => {
    const lookup = createRegionLookup({ header: '', geoipCsv: csv, defaultCountry: 'DE' });
    expect(lookup({ ip: '1.0.2.9', headers: {} }).country).toBe('CN');
    expect(lookup({ ip: '::ffff:8.8.8.8', headers: {} }).country).toBe('US');
    expect(lookup({ ip: '2400:3200::1', headers: {} })).toMatchObject({
      country: 'CN',
      inChina: true,
      source: 'geoip',
    });
    expect(lookup({ ip: '9.9.9.9', headers: {} })).toEqual({ country: 'DE', inChina: false, source: 'default' });
  });
});
