/**
 * The message box: up to 500 characters with a counter, quick phrases to insert, Enter sends
 * (Shift+Enter starts a new line). The text stays when a send fails, so nothing is lost.
 */
import { SendOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../../../schemas/chat/domain.ts';

type Props = {
  phrases: readonly string[];
  onSend: (text: string) => Promise<boolean>;
  disabled?: boolean;
};

export function Composer({ phrases, onSend, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    setSending(true);
    const done = await onSend(trimmed);
    setSending(false);
    if (done) setText('');
  };
  return (
    <Flex vertical gap={20} className="chat-composer">
      <Input.TextArea
        value={text}
        disabled={disabled}
        maxLength={CHAT_MESSAGE_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('chat.placeholder')}
        data-testid="chat-input"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <Flex justify="space-between">
        <Dropdown
          disabled={disabled || phrases.length === 0}
          trigger={['click']}
          menu={{
            items: phrases.map((p, i) => ({ key: String(i), label: p })),
            onClick: ({ key }) =>
              setText((s) =>
                `${s}${s && !s.endsWith(' ') ? ' ' : ''}${phrases[Number(key)]}`.slice(
                  0,
                  CHAT_MESSAGE_MAX,
                ),
              ),
          }}
        >
          <Button icon={<ThunderboltOutlined />} data-testid="chat-phrases">
            {t('chat.phrases')}
          </Button>
        </Dropdown>
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={sending}
          disabled={disabled || !text.trim()}
          data-testid="chat-send"
          onClick={() => void send()}
        >
          {t('chat.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
