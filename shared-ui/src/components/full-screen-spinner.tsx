import { Spin } from 'antd';

/** A centred spinner filling the viewport, announced to assistive technology as "Loading". */
export function FullScreenSpinner() {
  return (
    <div
      role="status"
      aria-label="Loading"
      aria-live="polite"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh', width: '100%' }}
    >
      <Spin size="large" />
    </div>
  );
}
