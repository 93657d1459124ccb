/** A module page's title line: the module name and what the page is for. */
import { Flex, Typography } from 'antd';

export function ModuleHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Flex align="baseline" justify="space-between" wrap gap={8}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{subtitle}</Typography.Text>
    </Flex>
  );
}
