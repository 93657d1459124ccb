/**
 * A dispute's conversation: the buyer's words, the seller's messages and the platform's notes
 * (message keys with the deadline, amount or reason they name), oldest first.
 */
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisputeMessage, DisputeRow } from '../../../../schemas/dispute/api.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useBuyerText } from '../../case/useBuyerText.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';

const WHO_COLOR = { buyer: 'blue', seller: 'green', platform: 'orange' } as const;

export function Conversation({
  messages,
  dispute,
}: {
  messages: DisputeMessage[];
  dispute: DisputeRow;
}) {
  const { t } = useTranslation();
  const local = useLocalText();
  const buyerText = useBuyerText();
  const money = useMoney();
  const caseTime = useCaseTime();
  const words = (m: DisputeMessage) => {
    if (m.text !== null) return m.text;
    // The buyer's words as they wrote them (their language); the platform's in the interface's.
    if (m.say) return m.by === 'buyer' ? buyerText(m.say, dispute.buyer) : local(m.say);
    if (!m.key) return '';
    const p = m.params;
    return t(m.key, {
      ...p,
      due: typeof p.due === 'string' ? caseTime(p.due) : '',
      stage: typeof p.stage === 'string' ? t(`dispute.stage.${p.stage}`) : '',
      amount: typeof p.amount === 'number' ? `${dispute.currency} ${money(p.amount)}` : '',
      why: typeof p.why === 'string' ? t(p.why) : '',
    });
  };
  return (
    <div className="dispute-conversation" data-testid="dispute-conversation">
      {messages.map((m, i) => (
        <div
          key={i}
          className={`dispute-message dispute-message-${m.by}`}
          data-testid={`dispute-message-${m.by}`}
        >
          <div>
            <Tag color={WHO_COLOR[m.by]}>{t(`dispute.by.${m.by}`)}</Tag>
            <Typography.Text type="secondary">{caseTime(m.at)}</Typography.Text>
          </div>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {words(m)}
          </Typography.Paragraph>
        </div>
      ))}
    </div>
  );
}
