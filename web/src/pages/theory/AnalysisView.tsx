/** The analysis of one answer: what was chosen, what is right, the explanation and the source of the fact. */
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Descriptions, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemAnalysis } from '../../../../schemas/theory/view.ts';
import { useBi } from './QuestionInput.tsx';

const Mark = ({ ok }: { ok: boolean }) =>
  ok ? (
    <CheckCircleFilled style={{ color: '#52c41a' }} />
  ) : (
    <CloseCircleFilled style={{ color: '#ff4d4f' }} />
  );

export function AnalysisView({ a }: { a: ItemAnalysis }) {
  const { t } = useTranslation();
  const bi = useBi();
  const yours = (() => {
    if (!a.answered) return t('theory.notAnswered');
    if (a.options)
      return a.options
        .filter((o) => o.chosen)
        .map((o) => o.key)
        .join(', ');
    if (a.trueFalse)
      return a.trueFalse.chosen === null
        ? ''
        : t(a.trueFalse.chosen ? 'theory.true' : 'theory.false');
    if (a.blanks) return a.blanks.map((b) => b.given || '—').join(' / ');
    if (a.matches) return a.matches.map((m) => m.chosen ?? '—').join(', ');
    return a.shortText?.text ?? '';
  })();
  const right = (() => {
    if (a.options)
      return a.options
        .filter((o) => o.right)
        .map((o) => o.key)
        .join(', ');
    if (a.trueFalse) return t(a.trueFalse.right ? 'theory.true' : 'theory.false');
    if (a.blanks) return a.blanks.map((b) => b.accept.join(' | ')).join(' / ');
    if (a.matches)
      return a.matches.map((m) => `${bi(m.left)} → ${m.rightKey}. ${bi(m.rightText)}`).join('; ');
    return t('theory.rubricRight');
  })();
  return (
    <div className="theory-analysis" data-testid="analysis">
      <Typography.Paragraph>
        <Tag color={a.right ? 'success' : 'error'} data-testid="analysis-verdict">
          {a.right ? t('theory.right') : t('theory.wrong')}
        </Tag>
        <Typography.Text type="secondary">
          {t('theory.itemScore', { score: Math.round(a.score * 100) })}
        </Typography.Text>
      </Typography.Paragraph>
      {a.options ? (
        <List
          size="small"
          dataSource={a.options}
          renderItem={(o) => (
            <List.Item>
              <span>{t('theory.keyed', { key: o.key, text: bi(o.text) })}</span>
              <span>
                {o.chosen ? <Tag>{t('theory.yourChoice')}</Tag> : null}
                {o.right ? <Tag color="success">{t('theory.rightOption')}</Tag> : null}
              </span>
            </List.Item>
          )}
        />
      ) : null}
      {a.matches ? (
        <List
          size="small"
          dataSource={a.matches}
          renderItem={(m) => (
            <List.Item>
              <span>
                <Mark ok={m.ok} />{' '}
                {t('theory.matchLine', {
                  left: bi(m.left),
                  right: m.chosenText ? bi(m.chosenText) : '—',
                })}
              </span>
            </List.Item>
          )}
        />
      ) : null}
      {a.shortText ? (
        <List
          size="small"
          dataSource={a.shortText.checks}
          renderItem={(c) => (
            <List.Item>
              <span>
                <Mark ok={c.ok} /> {t(`theory.check.${c.kind}`, { defaultValue: c.kind })}
              </span>
            </List.Item>
          )}
        />
      ) : null}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('theory.yourAnswer')}>
          <span data-testid="analysis-yours">{yours}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('theory.rightAnswer')}>
          <span data-testid="analysis-right">{right}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('theory.explanation')}>
          {a.explanation ? bi(a.explanation) : t('theory.noExplanation')}
        </Descriptions.Item>
        <Descriptions.Item label={t('theory.source')}>
          {'url' in a.source ? (
            <a
              href={a.source.url}
              target="_blank"
              rel="noreferrer noopener"
              data-testid="analysis-source"
            >
              {a.source.title}
            </a>
          ) : (
            <span data-testid="analysis-source">
              {t('theory.courseSource', { course: a.source.course, section: a.source.section })}
            </span>
          )}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
