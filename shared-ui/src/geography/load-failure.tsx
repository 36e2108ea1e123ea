import { Button, Space, Typography } from 'antd';

/** Shown inside a picker's dropdown when its list failed to load (the spec only logged it). */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Space orientation="vertical" size={4} style={{ padding: 8 }}>
      <Typography.Text type="danger">Failed to load {what}.</Typography.Text>
      <Button size="small" onClick={onRetry}>
        Retry
      </Button>
    </Space>
  );
}
