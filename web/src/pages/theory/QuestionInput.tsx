/** One question as the student answers it: options, true/false, blanks, matching selects or a text, by type. */
import { Checkbox, Input, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemAnswer, ItemView } from '../../../../schemas/theory/view.ts';
import { useLocale } from '../../i18n/index.ts';

type Bi = { zh: string; en: string };
export const useBi = () => {
  const language = useLocale((s) => s.language);
  return (t: Bi) => (language === 'zh' ? t.zh : t.en);
};

type Props = {
  view: ItemView;
  answer: ItemAnswer;
  onChange: (a: ItemAnswer) => void;
  disabled?: boolean;
};

export function QuestionInput({ view, answer, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const bi = useBi();
  if (view.type === 'single' && answer.type === 'single')
    return (
      <Radio.Group
        disabled={disabled}
        value={answer.choice}
        onChange={(e) => onChange({ type: 'single', choice: e.target.value as string })}
      >
        <Space direction="vertical">
          {view.options.map((o) => (
            <Radio key={o.key} value={o.key} data-testid={`option-${o.key}`}>
              {t('theory.keyed', { key: o.key, text: bi(o.text) })}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  if (view.type === 'multiple' && answer.type === 'multiple')
    return (
      <Checkbox.Group
        disabled={disabled}
        value={answer.choices}
        onChange={(v) => onChange({ type: 'multiple', choices: [...(v as string[])].sort() })}
      >
        <Space direction="vertical">
          {view.options.map((o) => (
            <Checkbox key={o.key} value={o.key} data-testid={`option-${o.key}`}>
              {t('theory.keyed', { key: o.key, text: bi(o.text) })}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  if (view.type === 'trueFalse' && answer.type === 'trueFalse')
    return (
      <Radio.Group
        disabled={disabled}
        value={answer.value}
        onChange={(e) => onChange({ type: 'trueFalse', value: e.target.value as boolean })}
      >
        <Radio value={true} data-testid="option-true">
          {t('theory.true')}
        </Radio>
        <Radio value={false} data-testid="option-false">
          {t('theory.false')}
        </Radio>
      </Radio.Group>
    );
  if (view.type === 'fill' && answer.type === 'fill')
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {answer.blanks.map((b, i) => (
          <Input
            key={i}
            disabled={disabled}
            value={b}
            maxLength={500}
            data-testid={`blank-${i}`}
            addonBefore={t('theory.blank', { n: i + 1 })}
            onChange={(e) =>
              onChange({
                type: 'fill',
                blanks: answer.blanks.map((x, j) => (j === i ? e.target.value : x)),
              })
            }
          />
        ))}
      </Space>
    );
  if (view.type === 'matching' && answer.type === 'matching')
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {view.left.map((l, i) => (
          <div key={i} className="theory-match-row">
            <Typography.Text>{bi(l)}</Typography.Text>
            <Select
              disabled={disabled}
              style={{ minWidth: 260 }}
              data-testid={`match-${i}`}
              placeholder={t('theory.choose')}
              value={answer.matches[i] ?? undefined}
              allowClear
              options={view.targets.map((r) => ({
                value: r.key,
                label: `${r.key}. ${bi(r.text)}`,
              }))}
              onChange={(v: string | undefined) =>
                onChange({
                  type: 'matching',
                  matches: answer.matches.map((x, j) => (j === i ? (v ?? null) : x)),
                })
              }
            />
          </div>
        ))}
      </Space>
    );
  if (view.type === 'shortText' && answer.type === 'shortText')
    return (
      <Input.TextArea
        disabled={disabled}
        rows={5}
        maxLength={5000}
        data-testid="short-text"
        value={answer.text}
        onChange={(e) => onChange({ ...answer, text: e.target.value })}
      />
    );
  return null;
}
