/** The search and reset buttons that end every module's filter bar. */
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export function FilterButtons({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label=" " colon={false}>
      <Space>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined />}
          data-testid="filter-search"
        >
          {t('common.search')}
        </Button>
        <Button icon={<UndoOutlined />} onClick={onReset}>
          {t('common.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
