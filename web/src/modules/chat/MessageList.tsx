/**
 * A conversation's messages: the buyer's on the left, the store's on the right with who wrote
 * them (automatic ones are tagged) and a read receipt; the typing indicator last. Scrolls to
 * the newest message.
 */
import { Flex, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '../../../../schemas/chat/api.ts';
import type { BuyerWords } from '../../case/useBuyerText.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useChatWords } from './useChatText.ts';

export function MessageList({
  messages,
  typing,
  buyer,
}: {
  messages: MessageView[];
  typing: boolean;
  /** The conversation's buyer: their words show as they wrote them. */
  buyer: string;
}) {
  const { t } = useTranslation();
  const caseTime = useCaseTime();
  const words = useChatWords();
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1]?.id;
  // In braces: scrollIntoView returns a promise in newer browsers, and an effect may only
  // return its cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last, typing]);
  return (
    <div className="chat-messages" data-testid="chat-messages">
      {messages.map((m) => (
        <Flex
          key={m.id}
          vertical
          align={m.from === 'buyer' ? 'flex-start' : 'flex-end'}
          className="chat-message"
          data-testid={`chat-message-${m.from}`}
        >
          <Typography.Text type="secondary" className="chat-meta">
            {caseTime(m.at)}
            {m.by && m.by !== 'student' && (
              <Tag className="chat-by" color="purple">
                {t(`chat.by.${m.by}`)}
              </Tag>
            )}
          </Typography.Text>
          <MessageBubble m={m} words={words(m.text, m.from === 'buyer' ? buyer : null)} />
          {m.from === 'seller' && (
            <Typography.Text type="secondary" className="chat-meta">
              {t(m.read ? 'chat.read' : 'chat.unread')}
            </Typography.Text>
          )}
        </Flex>
      ))}
      {typing && (
        <Typography.Text type="secondary" italic data-testid="chat-typing">
          {t('chat.typing')}
        </Typography.Text>
      )}
      <div ref={end} />
    </div>
  );
}

function MessageBubble({ m, words }: { m: MessageView; words: BuyerWords }) {
  return (
    <div
      className={m.from === 'buyer' ? 'chat-bubble' : 'chat-bubble chat-bubble-seller'}
      lang={words.lang}
    >
      {words.text}
    </div>
  );
}
