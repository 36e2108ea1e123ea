import type { ReactNode } from 'react';
import { Flex, Space, Typography } from 'antd';

export type PageHeadingProps = {
  title: ReactNode;
  /** Actions shown on the right, e.g. an Add button. */
  extra?: ReactNode;
};

/** The page's h1 with optional actions on the right. */
export function PageHeading({ title, extra }: PageHeadingProps) {
  return (
    <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {extra ? <Space wrap>{extra}</Space> : null}
    </Flex>
  );
}
