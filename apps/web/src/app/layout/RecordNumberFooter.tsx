import { useClientConfig } from '@/shared/config/client-config.ts';

/** China's ICP record number is required on the configured China hosts and nowhere else. */
export function RecordNumberFooter() {
  const { data } = useClientConfig();
  const record = data?.recordNumber;
  if (!record || !record.hosts.includes(window.location.hostname)) return null;
  return (
    <footer style={{ padding: '8px 16px', textAlign: 'center' }}>
      {/* A plain link in antd's secondary colour: Typography would bring its editor (Input) along. */}
      <a
        href="https://beian.miit.gov.cn/"
        target="_blank"
        rel="noreferrer"
        style={{ color: 'var(--ant-color-text-secondary)' }}
      >
        {record.text}
      </a>
    </footer>
  );
}
