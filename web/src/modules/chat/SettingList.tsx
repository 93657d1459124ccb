/**
 * An editable list of the quick settings: rows of text (100 characters each, with a counter),
 * an optional on/off per row, add up to a limit, remove; saved as a whole.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAT_SETTING_TEXT_MAX } from '../../../../schemas/chat/domain.ts';

export type SettingRow = { text: string; on?: boolean; keyword?: string };

type Props = {
  rows: SettingRow[];
  onChange: (rows: SettingRow[]) => void;
  max: number;
  /** The rows have an on/off switch, a keyword, or neither. */
  kind: 'switch' | 'keyword' | 'plain';
  testId: string;
};

export function SettingList({ rows, onChange, max, kind, testId }: Props) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<SettingRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {rows.map((r, i) => (
        <Flex key={i} gap={8} align="center">
          {kind === 'keyword' && (
            <Input
              style={{ width: 140 }}
              value={r.keyword}
              maxLength={30}
              placeholder={t('chat.settings.keyword')}
              data-testid={`${testId}-keyword-${i}`}
              onChange={(e) => set(i, { keyword: e.target.value })}
            />
          )}
          <Input
            value={r.text}
            maxLength={CHAT_SETTING_TEXT_MAX}
            showCount
            placeholder={t(kind === 'keyword' ? 'chat.settings.reply' : 'chat.settings.text')}
            data-testid={`${testId}-text-${i}`}
            onChange={(e) => set(i, { text: e.target.value })}
          />
          {kind === 'switch' && (
            <Switch
              checked={r.on ?? false}
              aria-label={t('chat.settings.use')}
              data-testid={`${testId}-on-${i}`}
              onChange={(on) => set(i, { on })}
            />
          )}
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('chat.settings.remove')}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Flex justify="space-between" align="center">
        <Button
          icon={<PlusOutlined />}
          disabled={rows.length >= max}
          data-testid={`${testId}-add`}
          onClick={() => onChange([...rows, { text: '', on: true, keyword: '' }])}
        >
          {t('chat.settings.add')}
        </Button>
        <Typography.Text type="secondary">
          {t('chat.settings.count', { count: rows.length, max })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
