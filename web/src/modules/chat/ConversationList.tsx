/** The conversations, newest first: buyer, platform, last message, unread count, typing. */
import { Avatar, Badge, Empty, Flex, Input, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatRow } from '../../../../schemas/chat/api.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { ChatFilters } from './ChatFilters.tsx';
import type { Chat } from './useChat.ts';
import { DueCountdown } from '../../case/DueCountdown.tsx';
import { useChatText } from './useChatText.ts';

type Props = { chat: Chat; selected: string | null; onOpen: (row: ChatRow) => void };

export function ConversationList({ chat, selected, onOpen }: Props) {
  const { t } = useTranslation();
  const caseTime = useCaseTime();
  const text = useChatText();
  return (
    <Flex vertical gap={8} className="chat-list">
      <Flex gap={8}>
        <Input.Search
          allowClear
          maxLength={80}
          placeholder={t('chat.search')}
          data-testid="chat-search"
          onSearch={(keyword) =>
            chat.setFilters({ ...chat.filters, keyword: keyword.trim() || undefined })
          }
        />
        <ChatFilters options={chat.options} filters={chat.filters} onChange={chat.setFilters} />
      </Flex>
      <List<ChatRow>
        size="small"
        loading={chat.listLoading && !chat.list}
        dataSource={chat.list?.list ?? []}
        locale={{ emptyText: <Empty description={t('chat.empty')} /> }}
        renderItem={(row) => (
          <List.Item
            key={row.buyer}
            className={row.buyer === selected ? 'chat-row chat-row-open' : 'chat-row'}
            data-testid={`chat-row-${row.buyer}`}
            onClick={() => onOpen(row)}
          >
            <List.Item.Meta
              avatar={
                <Badge count={row.unread} size="small">
                  <Avatar>{row.name.slice(0, 1)}</Avatar>
                </Badge>
              }
              title={
                <Flex justify="space-between" gap={4}>
                  <Typography.Text strong ellipsis>
                    {row.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" className="chat-time">
                    {caseTime(row.last?.at).slice(5)}
                  </Typography.Text>
                </Flex>
              }
              description={
                <Flex vertical gap={2}>
                  <Typography.Text type="secondary" ellipsis>
                    {row.typing ? (
                      <span data-testid={`chat-typing-${row.buyer}`}>{t('chat.typing')}</span>
                    ) : row.last ? (
                      text(row.last.text, row.last.from === 'buyer' ? row.buyer : null)
                    ) : (
                      ''
                    )}
                  </Typography.Text>
                  <Flex gap={4} wrap>
                    <DueCountdown
                      due={row.patienceDue}
                      what={t('caseWork.due.patience')}
                      urgentMs={120_000}
                      testId={`chat-patience-${row.buyer}`}
                    />
                    <Tag>{t(`platform.${row.platform}`)}</Tag>
                    {row.returning && <Tag color="blue">{t('chat.filter.returning')}</Tag>}
                    {row.outcome && (
                      <Tag color={row.outcome === 'satisfied' ? 'green' : 'red'}>
                        {t(`chat.outcome.${row.outcome}`)}
                      </Tag>
                    )}
                  </Flex>
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
