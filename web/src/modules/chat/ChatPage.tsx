/**
 * /Chat (spec 2, 5): the conversation list with quick search and filters, the open conversation
 * with its side panels (order, history orders, reviews, group members), and the quick settings.
 * Buyers write on the sim clock; their messages arrive over the attempt's live channel. "Contact
 * buyer" on the order desk arrives here with the buyer in the navigation state.
 */
import { SettingOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../session/session.ts';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ConversationPane, NoConversation } from './ConversationPane.tsx';
import { QuickSettings } from './QuickSettings.tsx';
import type { ChatRequest } from './request.ts';
import { useChat } from './useChat.ts';

export default function ChatPage() {
  const usercaseID = useSession((s) => s.usercaseID);
  return usercaseID ? <LiveChat userCaseID={usercaseID} /> : null;
}

function LiveChat({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const requested = (useLocation().state as Partial<ChatRequest> | null)?.chatWith ?? null;
  const chat = useChat(userCaseID);
  const [buyer, setBuyer] = useState<string | null>(requested);
  const [settings, setSettings] = useState(false);
  return (
    <div className="page-stack" data-testid="chat-page">
      <ModuleHeader title={t('module.chat')} subtitle={t('chat.subtitle')} />
      <Row gutter={12}>
        <Col xs={24} md={8} xl={6}>
          <Card
            variant="borderless"
            size="small"
            title={
              <Badge count={chat.list?.unread ?? 0} offset={[12, 0]}>
                {t('chat.conversations')}
              </Badge>
            }
            extra={
              <Button
                size="small"
                icon={<SettingOutlined />}
                data-testid="chat-settings-open"
                disabled={!chat.init}
                onClick={() => setSettings(true)}
              >
                {t('chat.settings.title')}
              </Button>
            }
          >
            <ConversationList chat={chat} selected={buyer} onOpen={(row) => setBuyer(row.buyer)} />
          </Card>
        </Col>
        <Col xs={24} md={16} xl={18}>
          {buyer ? <ConversationPane key={buyer} chat={chat} buyer={buyer} /> : <NoConversation />}
        </Col>
      </Row>
      {settings && <QuickSettings chat={chat} onClose={() => setSettings(false)} />}
    </div>
  );
}
