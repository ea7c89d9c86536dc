import { Typography } from 'antd';
import { useClientConfig } from '@/shared/config/client-config.ts';

/** China's ICP record number is required on the configured China hosts and nowhere else. */
export function RecordNumberFooter() {
  const { data } = useClientConfig();
  const record = data?.recordNumber;
  if (!record || !record.hosts.includes(window.location.hostname)) return null;
  return (
    <footer style={{ padding: '8px 16px', textAlign: 'center' }}>
      <Typography.Link href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" type="secondary">
        {record.text}
      </Typography.Link>
    </footer>
  );
}
