import fs from 'node:fs';
import ipaddr from 'ipaddr.js';
import type { Region } from '@inkstone/contract/system';

type Range = { start: bigint; end: bigint; country: string };
export type RegionLookup = (input: { ip: string; headers: Record<string, string | string[] | undefined> }) => Region;

/**
 * Where a visitor is: a trusted proxy's country header first (e.g. `cf-ipcountry`), then a
 * GeoIP CSV of `start_ip,end_ip,country` rows (the DB-IP / IP2Location lite layout), then
 * the configured default. Only the header of a proxy you run should be trusted.
 */
export function createRegionLookup(options: {
  header: string;
  geoipCsv: string;
  defaultCountry: string;
}): RegionLookup {
  const ranges = options.geoipCsv ? loadRanges(options.geoipCsv) : [];
  return ({ ip, headers }) => {
    const fromHeader = options.header ? headers[options.header] : undefined;
    const headerCountry = (Array.isArray(fromHeader) ? fromHeader[0] : fromHeader)?.trim().toUpperCase();
    if (headerCountry && /^[A-Z]{2}$/.test(headerCountry)) return region(headerCountry, 'header');
    const found = ranges.length ? find(ranges, ip) : null;
    if (found) return region(found, 'geoip');
    return region(options.defaultCountry, 'default');
  };
}

function region(country: string, source: Region['source']): Region {
  return { country, inChina: country === 'CN', source };
}

function toNumber(ip: string): bigint | null {
  if (!ipaddr.isValid(ip)) return null;
  let parsed = ipaddr.parse(ip);
  // Compare IPv4 and IPv4-mapped IPv6 addresses in one number space.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const bytes =
    parsed.kind() === 'ipv4'
      ? [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...parsed.toByteArray()]
      : parsed.toByteArray();
  return bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
}

function loadRanges(file: string): Range[] {
  const ranges: Range[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const [start, end, country] = line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    const from = start ? toNumber(start) : null;
    const to = end ? toNumber(end) : null;
    if (from === null || to === null || !country || !/^[A-Za-z]{2}$/.test(country)) continue;
    ranges.push({ start: from, end: to, country: country.toUpperCase() });
  }
  return ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

function find(ranges: Range[], ip: string): string | null {
  const value = toNumber(ip);
  if (value === null) return null;
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle]!;
    if (value < range.start) high = middle - 1;
    else if (value > range.end) low = middle + 1;
    else return range.country;
  }
  return null;
}
