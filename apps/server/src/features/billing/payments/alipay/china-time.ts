/**
 * Alipay's timestamps (request `timestamp`, `time_expire`, `gmt_payment`, `send_pay_date`) are
 * `yyyy-MM-dd HH:mm:ss` in China time with no zone marker. The server may run in any zone, so we
 * convert through UTC + 8 rather than the process's local time (which the SDK would use).
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export function formatChinaTime(date: Date): string {
  const iso = new Date(date.getTime() + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The instant a China-time `yyyy-MM-dd HH:mm:ss` names; null when the text is not one. */
export function parseChinaTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}
