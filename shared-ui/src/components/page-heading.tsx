import type { ReactNode } from 'react';
import { Flex, Space, Typography } from 'antd';
import { useIsPhone } from '../layout/breakpoints';

export type PageHeadingProps = {
  title: ReactNode;
  /** Actions shown on the right, e.g. an Add button. */
  extra?: ReactNode;
};

// antd's titles may break inside a word when squeezed ("Timesheet / s" was seen on a phone): a heading wraps between
// words only, and the actions wrap below it instead.
const NO_BREAK_INSIDE_WORDS = { wordBreak: 'normal', overflowWrap: 'normal' } as const;

/** The page's h1 with optional actions on the right (below it when they don't fit beside it). */
export function PageHeading({ title, extra }: PageHeadingProps) {
  const isPhone = useIsPhone();
  return (
    <Flex align="center" justify="space-between" gap={isPhone ? 12 : 16} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: isPhone ? 20 : 24, ...NO_BREAK_INSIDE_WORDS }}>
        {title}
      </Typography.Title>
      {extra ? <Space wrap>{extra}</Space> : null}
    </Flex>
  );
}
