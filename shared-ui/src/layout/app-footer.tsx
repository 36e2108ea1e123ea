import type { MouseEvent } from 'react';
import { Flex, Layout, Typography } from 'antd';
import { BRAND_NAME } from '../theme';

const FOOTER_LINKS = ['Privacy Policy', 'Terms of Service', 'Contact'] as const;

// The footer links have no destination yet (spec §2): keep the URL unchanged.
const handleNowhere = (event: MouseEvent<HTMLElement>) => event.preventDefault();

/** Copyright line for the current year and the three placeholder links; `compact` on a phone's narrow margins. */
export function AppFooter({ compact = false }: { compact?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <Layout.Footer style={{ padding: compact ? '16px 12px' : '16px 24px' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{`© ${year} ${BRAND_NAME}`}</Typography.Text>
        <Flex gap={16} wrap>
          {FOOTER_LINKS.map((label) => (
            <Typography.Link key={label} href="#" onClick={handleNowhere}>
              {label}
            </Typography.Link>
          ))}
        </Flex>
      </Flex>
    </Layout.Footer>
  );
}
