/**
 * Questions of the bank shown read-only (a section's questions, a chapter's after-class
 * exercises): what is asked and the choices, never what is right; answering them is theory
 * practice's (/practiceCenter).
 */
import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionPreview } from '../../../../schemas/api/courses.ts';
import { useLocalText } from '../../shared/format.ts';

export function QuestionPreviewList({
  items,
  testId,
}: {
  items: QuestionPreview[];
  testId: string;
}) {
  const { t } = useTranslation();
  const text = useLocalText();
  return (
    <List
      data-testid={testId}
      size="small"
      dataSource={items}
      renderItem={(q, i) => (
        <List.Item key={q.id} data-question={q.id}>
          <div>
            <Typography.Text strong className="lesson-number">
              {i + 1}
            </Typography.Text>
            <Tag>{t(`lesson.type.${q.item.type}`)}</Tag>
            <Typography.Text>{text(q.item.text)}</Typography.Text>
            {'options' in q.item ? (
              <ol type="A" className="lesson-options">
                {q.item.options.map((o) => (
                  <li key={o.key}>{text(o.text)}</li>
                ))}
              </ol>
            ) : null}
            {q.item.type === 'matching' ? (
              <ul className="lesson-options">
                {q.item.left.map((l, n) => (
                  <li key={n}>{text(l)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </List.Item>
      )}
    />
  );
}
