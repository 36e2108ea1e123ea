import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { AppstoreFilled } from '@ant-design/icons';
import { BRAND_NAME } from '@portal/shared-ui';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/** Centred card with the brand, used by the sign-in and password pages (no side navigation). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 24, background: '#f5f7fb' }}>
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        <Flex align="center" gap={10} style={{ marginBottom: 24 }}>
          <AppstoreFilled aria-hidden style={{ fontSize: 28, color: '#1d4ed8' }} />
          <Typography.Text strong style={{ fontSize: 18 }}>
            {BRAND_NAME}
          </Typography.Text>
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
      </Card>
    </Flex>
  );
}
