/**
 * What the student wrote, in the order they wrote it: when, the module and the field, the text
 * as written (line breaks kept), and a button to the step after that event.
 */
import { NodeIndexOutlined } from '@ant-design/icons';
import { Button, Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '../../../../schemas/api/timeline.ts';
import { studentTexts } from './studentTexts.ts';
import { entryTime } from './timelineText.ts';

export function StudentTextsCard({
  timeline,
  utcOffset,
  onStep,
}: {
  timeline: TimelineEntry[];
  utcOffset: number;
  onStep: (version: number) => void;
}) {
  const { t } = useTranslation();
  const texts = studentTexts(timeline);
  return (
    <Card
      variant="borderless"
      title={t('teacher.texts.title', { count: texts.length })}
      data-testid="student-texts"
    >
      <List
        size="small"
        dataSource={texts}
        locale={{ emptyText: t('teacher.texts.empty') }}
        renderItem={(x) => (
          <List.Item
            key={`${x.version}-${x.field}-${x.text.slice(0, 16)}`}
            actions={[
              <Button
                key="step"
                size="small"
                type="text"
                icon={<NodeIndexOutlined />}
                onClick={() => onStep(x.version)}
                aria-label={t('teacher.step.open', { version: x.version })}
                title={t('teacher.step.open', { version: x.version })}
              />,
            ]}
          >
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text type="secondary">
                {t('teacher.texts.where', {
                  at: entryTime(x, utcOffset),
                  type: x.module ? t(`module.${x.module}`) : t('teacher.attempt.analysis'),
                  field: t(`teacher.step.field.${x.field}`, { defaultValue: x.field }),
                })}
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {x.text}
              </Typography.Paragraph>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
