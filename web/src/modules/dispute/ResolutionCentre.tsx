/**
 * The dispute resolution centre (spec 2): progress, acceptance status and the countdown to the
 * current deadline; the conversation with the buyer and the platform; quick reply; withdraw
 * intervention, submit evidence, direct refund; close.
 */
import {
  Button,
  Descriptions,
  Flex,
  Input,
  Modal,
  Select,
  Space,
  Steps,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeRow } from '../../../../schemas/dispute/api.ts';
import {
  DISPUTE_PROGRESS,
  DISPUTE_TEXT_MAX,
  type DisputeCommand,
} from '../../../../schemas/dispute/domain.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';
import { useConfirm } from '../../shared/module/useConfirm.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { disputeApi } from './api.ts';
import { Conversation } from './Conversation.tsx';
import { Countdown } from './Countdown.tsx';
import { EvidenceModal } from './EvidenceModal.tsx';
import { RefundModal } from './RefundModal.tsx';
import { STATUS_COLORS } from './DisputeTable.tsx';

const QUICK = ['sorry', 'checking', 'delivered', 'partial'] as const;

type Props = {
  userCaseID: string;
  id: string;
  run: (command: DisputeCommand) => Promise<boolean>;
  onClose: () => void;
};

export function ResolutionCentre({ userCaseID, id, run, onClose }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const money = useMoney();
  const caseTime = useCaseTime();
  const confirm = useConfirm();
  /** A rule's sim duration ("5d") in words. */
  const duration = (text: string) => {
    const m = /^(\d+)([smhd])$/.exec(text);
    return m ? t(`dispute.unit.${m[2]}`, { count: Number(m[1]) }) : text;
  };
  /** Whole sim days of a duration ("7d" → 7, "72h" → 3). */
  const days = (text: string | null) => {
    const m = text ? /^(\d+)([smhd])$/.exec(text) : null;
    if (!m) return 0;
    const per = { s: 86_400, m: 1_440, h: 24, d: 1 }[m[2] as 's' | 'm' | 'h' | 'd'];
    return Math.floor(Number(m[1]) / per);
  };
  const detail = useLiveList(
    useCallback(
      () => disputeApi.detail(userCaseID, id).then((d) => ({ ...d, fetchedAt: Date.now() })),
      [userCaseID, id],
    ),
  );
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [dialog, setDialog] = useState<'evidence' | 'refund' | null>(null);
  const data = detail.data;
  const d = data?.dispute;
  const can = (a: DisputeRow['actions'][number]) => !!d?.actions.includes(a);

  const send = async () => {
    if (!text.trim()) return;
    setSending(true);
    const ok = await run({ type: 'SendDisputeMessage', id, text: text.trim() });
    setSending(false);
    if (ok) setText('');
  };

  return (
    <Modal
      open
      width={900}
      title={t('dispute.centre.title', { id })}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" wrap gap={8}>
          <Space wrap>
            {can('withdraw') && (
              <Button
                data-testid="dispute-withdraw"
                onClick={() =>
                  void confirm(
                    t('dispute.withdraw.title'),
                    t('dispute.withdraw.confirm', { id }),
                    () => run({ type: 'WithdrawIntervention', id }),
                  )
                }
              >
                {t('dispute.action.withdraw')}
              </Button>
            )}
            {can('intervene') && (
              <Button
                data-testid="dispute-centre-intervene"
                onClick={() =>
                  void confirm(
                    t('dispute.intervene.title'),
                    t('dispute.intervene.confirm', { id }),
                    () => run({ type: 'ApplyIntervention', id }),
                  )
                }
              >
                {t('dispute.action.intervene')}
              </Button>
            )}
            {can('evidence') && (
              <Button
                type="primary"
                data-testid="dispute-evidence"
                onClick={() => setDialog('evidence')}
              >
                {t('dispute.action.evidence')}
              </Button>
            )}
            {can('refund') && (
              <Button
                danger
                data-testid="dispute-centre-refund"
                onClick={() => setDialog('refund')}
              >
                {t('dispute.action.directRefund')}
              </Button>
            )}
          </Space>
          <Button data-testid="dispute-centre-close" onClick={onClose}>
            {t('dispute.centre.close')}
          </Button>
        </Flex>
      }
    >
      {d && data && (
        <div className="page-stack" data-testid="dispute-centre" data-status={d.status}>
          <Steps
            size="small"
            current={DISPUTE_PROGRESS.indexOf(d.progress)}
            status={d.result === 'lost' ? 'error' : undefined}
            items={DISPUTE_PROGRESS.map((s) => ({
              title: t(`dispute.progress.${s}`),
            }))}
          />
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('dispute.col.order')}>{d.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('dispute.col.buyer')}>{d.buyerName}</Descriptions.Item>
            <Descriptions.Item label={t('dispute.col.product')}>
              {local(d.productName)}
            </Descriptions.Item>
            <Descriptions.Item label={t('dispute.col.reason')}>
              {local(d.reason)}
              {d.kind && (
                <div>
                  <Typography.Text type="secondary" data-testid="dispute-centre-kind">
                    {t(`dispute.kind.${d.kind}.label`)}
                  </Typography.Text>
                </div>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('dispute.col.type')}>
              {t('dispute.platformType', {
                platform: t(`platform.${d.platform}`),
                type: t(`dispute.type.${d.type}`),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('dispute.col.amounts')}>
              {d.currency} {money(d.amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('dispute.col.status')}>
              <Space size={4} wrap>
                <Tag color={STATUS_COLORS[d.status]}>{t(`dispute.status.${d.status}`)}</Tag>
                {d.result && (
                  <Tag data-testid="dispute-centre-result">{t(`dispute.result.${d.result}`)}</Tag>
                )}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('dispute.acceptance.label')}>
              <span data-testid="dispute-acceptance">
                {t(`dispute.acceptance.${d.acceptance}`)}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('dispute.deadline')}>
              {d.deadline ? (
                <Space direction="vertical" size={0}>
                  <Countdown deadline={d.deadline} clock={data} />
                  <Typography.Text type="secondary">{caseTime(d.deadline.due)}</Typography.Text>
                </Space>
              ) : (
                t('common.none')
              )}
            </Descriptions.Item>
          </Descriptions>
          <Space direction="vertical" size={0}>
            <Typography.Text type="secondary" data-testid="dispute-rules">
              {t(
                d.type === 'creditCard'
                  ? 'dispute.flow.creditCard'
                  : `dispute.flow.platform.${d.platform}`,
                {
                  respond: duration(data.rules.respondWithin),
                  evidence: duration(data.rules.evidenceWithin),
                  ruling: duration(data.rules.decideAfter),
                  answer: duration(data.rules.partialAnswerWithin),
                  escalateDays: days(data.rules.escalateAfter),
                  escalateFrom: days(data.rules.respondWithin) + 1,
                },
              )}
              {data.rules.filesRequired ? ` ${t('dispute.rulesFiles')}` : ''}
            </Typography.Text>
            {data.own.length > 0 && (
              <Typography.Text type="secondary" data-testid="dispute-rules-own">
                {t('dispute.flow.own', {
                  list: data.own
                    .map((k) => t(`dispute.ruleName.${k}`))
                    .join(t('dispute.listSeparator')),
                })}
              </Typography.Text>
            )}
          </Space>
          <Conversation messages={data.messages} dispute={d} />
          {data.evidence.length > 0 && (
            <div data-testid="dispute-evidence-list">
              <Typography.Title level={5}>{t('dispute.evidence.given')}</Typography.Title>
              {data.evidence.map((e, i) => (
                <blockquote key={i} className="point-quote">
                  <div>{e.reasons.map((r) => t(`dispute.reason.${r}`)).join(' · ')}</div>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{e.text}</div>
                  {e.files.length > 0 && (
                    <Typography.Text type="secondary">
                      {e.files.map((f) => f.name).join(', ')}
                    </Typography.Text>
                  )}
                </blockquote>
              ))}
            </div>
          )}
          {can('message') && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Select
                placeholder={t('dispute.quick.label')}
                style={{ width: 320 }}
                value={null}
                data-testid="dispute-quick"
                options={QUICK.map((q) => ({ value: q, label: t(`dispute.quick.${q}.label`) }))}
                onChange={(q: string) => setText(t(`dispute.quick.${q}.text`))}
              />
              <Input.TextArea
                rows={3}
                maxLength={DISPUTE_TEXT_MAX}
                showCount
                value={text}
                onChange={(e) => setText(e.target.value)}
                data-testid="dispute-message-text"
              />
              <Button
                type="primary"
                loading={sending}
                disabled={!text.trim()}
                onClick={() => void send()}
                data-testid="dispute-send"
              >
                {t('dispute.send')}
              </Button>
            </Space>
          )}
        </div>
      )}
      {dialog === 'evidence' && d && data && (
        <EvidenceModal
          userCaseID={userCaseID}
          dispute={d}
          filesRequired={data.rules.filesRequired}
          once={data.rules.evidenceOnce}
          onSubmit={(e) => run({ type: 'SubmitDisputeEvidence', id, ...e })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'refund' && d && (
        <RefundModal
          dispute={d}
          onRefund={(amount) => run({ type: 'RefundDispute', id, amount })}
          onClose={() => setDialog(null)}
        />
      )}
    </Modal>
  );
}
