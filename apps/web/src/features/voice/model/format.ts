/** 75_000 → "1:15", 3_725_000 → "1:02:05": a clock, as players show time. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** 1_536 → "1.5 KB", 12_582_912 → "12.0 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** When a recording was made, in the interface's language (zh_CN → zh-CN): "Nov 25, 2026, 9:02 AM". */
export function dateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
}
