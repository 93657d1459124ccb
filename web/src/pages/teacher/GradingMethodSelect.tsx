/**
 * The class's grading method (which of a student's submitted attempts the grades count: highest,
 * last, first, average), chosen by its teacher; the page reloads the grades once it is saved.
 */
import { Flex, Select, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradingMethod } from '../../../../schemas/api/grades.ts';
import { teacherApi } from './api.ts';

const METHODS: GradingMethod[] = ['highest', 'last', 'first', 'average'];

export function GradingMethodSelect({
  classId,
  value,
  onChanged,
}: {
  classId: string;
  value: GradingMethod | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <Tooltip title={t('grades.methodHelp')}>
      <Flex align="center" gap={8}>
        <Typography.Text type="secondary">{t('grades.methodLabel')}</Typography.Text>
        <Select<GradingMethod>
          data-testid="grading-method"
          style={{ minWidth: 150 }}
          value={value}
          loading={saving}
          disabled={!value || saving}
          options={METHODS.map((m) => ({ value: m, label: t(`grades.method.${m}`) }))}
          onChange={async (method) => {
            setSaving(true);
            try {
              await teacherApi.setGradingMethod(classId, method);
              onChanged();
            } catch {
              // The API client showed why.
            } finally {
              setSaving(false);
            }
          }}
        />
      </Flex>
    </Tooltip>
  );
}
