/**
 * One open conversation: its messages (reloaded as buyers write), the composer, and the side
 * panels. Opening a conversation with unread messages reads them.
 */
import { Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { chatApi } from './api.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { SidePanels } from './SidePanels.tsx';
import type { Chat } from './useChat.ts';

export function ConversationPane({ chat, buyer }: { chat: Chat; buyer: string }) {
  const { t } = useTranslation();
  const { userCaseID, conversation } = chat;
  const detail = useLiveList(
    useCallback(() => chatApi.detail(userCaseID, buyer), [userCaseID, buyer]),
    `chat.detail:${buyer}`,
  );
  const d = detail.data?.conversation.buyer === buyer ? detail.data : null;
  const unread = d?.conversation.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void conversation({ type: 'ReadChat', buyer });
  }, [unread, buyer, conversation]);
  if (!d) return <Card loading variant="borderless" />;
  const c = d.conversation;
  return (
    <Row gutter={12}>
      <Col xs={24} xl={15}>
        <Card
          variant="borderless"
          size="small"
          title={
            <Flex gap={8} align="baseline" wrap>
              <Typography.Text strong data-testid="chat-open-name">
                {c.name}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('chat.storeOn', { store: c.storeName, platform: t(`platform.${c.platform}`) })}
              </Typography.Text>
              {c.orderNo && <Tag>{c.orderNo}</Tag>}
            </Flex>
          }
        >
          <Flex vertical gap={8}>
            <MessageList messages={d.messages} typing={c.typing} buyer={buyer} />
            <Composer
              phrases={chat.init?.settings.quickPhrases ?? []}
              onSend={(text) => conversation({ type: 'SendChatMessage', buyer, text })}
            />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <Card variant="borderless" size="small">
          <SidePanels
            detail={d}
            groups={chat.init?.groups ?? []}
            onJoin={(group) => chat.joinGroup({ type: 'JoinChatGroup', buyer, group })}
          />
        </Card>
      </Col>
    </Row>
  );
}

export function NoConversation() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Empty description={t('chat.pick')} />
    </Card>
  );
}
