import type { ResultProps } from 'antd';
import { Component, lazy, Suspense, type ReactNode } from 'react';

// antd's Result carries large status illustrations (33 kB gzip); only error and login-wall pages use it.
const Result = lazy(() => import('antd/es/result/index.js'));

/**
 * antd's Result, loaded when first shown. Until its code arrives, and for good should it fail to
 * arrive (the connection that broke the page may be gone), the same title, text and actions show
 * without the illustration.
 */
export function LazyResult(props: ResultProps) {
  const plain = (
    <div role="status" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <h3 style={{ margin: '0 0 8px' }}>{props.title}</h3>
      <div style={{ marginBottom: 24, color: 'var(--ant-color-text-secondary)' }}>{props.subTitle}</div>
      {props.extra}
    </div>
  );
  return (
    <Fallback plain={plain}>
      <Suspense fallback={plain}>
        <Result {...props} />
      </Suspense>
    </Fallback>
  );
}

class Fallback extends Component<{ plain: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}
