/**
 * A class's staff on its page: its teachers and assistants; a teacher of the class adds an
 * assistant (a teacher account) or removes one, an assistant reads who teaches and what they may
 * do. Who teaches is the administrator's to change.
 */
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Select, Space, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassStaffData } from '../../../../schemas/api/classStaff.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { teacherApi } from './api.ts';

export function ClassStaffCard({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const load = useCallback(() => teacherApi.classStaff(classId), [classId]);
  const { data, reload } = useRemote<ClassStaffData>(load);
  const [adding, setAdding] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (userId: string, assistant: boolean) => {
    setBusy(true);
    try {
      await teacherApi.setAssistant(classId, userId, assistant);
      void message.success(t(assistant ? 'staff.added' : 'staff.removed'));
      setAdding(null);
      reload();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  };

  if (!data) return null;
  const teacher = data.role === 'teacher';
  return (
    <Card variant="borderless" size="small" title={t('staff.title')} data-testid="class-staff">
      {!teacher ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('staff.assistantNote')}
          data-testid="class-staff-assistant-note"
        />
      ) : null}
      <Flex gap={8} wrap align="center">
        {data.staff.map((m) => (
          <Tag
            key={m.id}
            color={m.role === 'teacher' ? 'blue' : 'default'}
            data-testid={`class-staff-${m.username}`}
          >
            <Space size={4}>
              <span>
                {t('staff.member', {
                  name: m.name,
                  account: m.username,
                  role: t(`staff.role.${m.role}`),
                })}
              </span>
              {teacher && m.role === 'assistant' ? (
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('staff.remove')}
                  data-testid={`class-staff-remove-${m.username}`}
                  disabled={busy}
                  onClick={() => void change(m.id, false)}
                />
              ) : null}
            </Space>
          </Tag>
        ))}
        {teacher ? (
          <Space.Compact>
            <Select
              style={{ minWidth: 220 }}
              showSearch
              optionFilterProp="label"
              value={adding}
              placeholder={t('staff.addPlaceholder')}
              data-testid="class-staff-candidate"
              onChange={(v: string) => setAdding(v)}
              options={data.candidates.map((u) => ({
                value: u.id,
                label: `${u.name} (${u.username})`,
              }))}
            />
            <Button
              icon={<UserAddOutlined />}
              disabled={!adding}
              loading={busy}
              data-testid="class-staff-add"
              onClick={() => adding && void change(adding, true)}
            >
              {t('staff.add')}
            </Button>
          </Space.Compact>
        ) : null}
      </Flex>
    </Card>
  );
}
