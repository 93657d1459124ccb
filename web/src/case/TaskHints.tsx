/**
 * The case's hints in the task (practice only): opened ones show their text, the next one opens
 * after a confirmation that says what it costs, later ones stay locked until then. The score
 * loses what the opened hints cost; the teacher sees which were opened.
 */
import { BulbOutlined, LockOutlined } from '@ant-design/icons';
import { App, Button, List, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HintsData } from '../../../schemas/api/hints.ts';
import { practiceApi } from '../api/endpoints.ts';
import { useSession } from '../session/session.ts';
import { useLocalText } from '../shared/format.ts';

export function TaskHints({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const { modal } = App.useApp();
  const userCaseID = useSession((s) => s.usercaseID);
  const [hints, setHints] = useState<HintsData | null>(null);

  useEffect(() => {
    if (!open || !userCaseID) return;
    let live = true;
    practiceApi.hints(userCaseID).then(
      (d) => live && setHints(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, userCaseID]);

  const reveal = useCallback(
    (index: number, cost: number) => {
      if (!userCaseID) return;
      modal.confirm({
        title: t('caseWork.hint.confirmTitle', { n: index + 1 }),
        content: t('caseWork.hint.confirm', { count: cost }),
        okButtonProps: { id: 'hint-confirm' },
        onOk: async () => setHints(await practiceApi.openHint(userCaseID, index)),
      });
    },
    [modal, t, userCaseID],
  );

  if (!hints || hints.list.length === 0) return null;
  const next = hints.list.find((h) => !h.opened)?.index;
  return (
    <div className="task-hints" data-testid="task-hints">
      <Typography.Title level={5}>
        {t('caseWork.hint.title')}
        {hints.spent > 0 && (
          <Typography.Text type="danger" className="task-hints-spent" data-testid="hints-spent">
            {t('caseWork.hint.spent', { count: hints.spent })}
          </Typography.Text>
        )}
      </Typography.Title>
      <List
        size="small"
        dataSource={hints.list}
        renderItem={(h) => (
          <List.Item data-testid={`hint-${h.index}`}>
            {h.opened ? (
              <Typography.Text>
                <BulbOutlined /> {t('caseWork.hint.numbered', { n: h.index + 1 })} {text(h.text)}
              </Typography.Text>
            ) : h.index === next ? (
              <Button
                icon={<BulbOutlined />}
                data-testid={`hint-open-${h.index}`}
                onClick={() => reveal(h.index, h.cost)}
              >
                {t('caseWork.hint.open', { n: h.index + 1, count: h.cost })}
              </Button>
            ) : (
              <Typography.Text type="secondary">
                <LockOutlined /> {t('caseWork.hint.locked', { n: h.index + 1, count: h.cost })}
              </Typography.Text>
            )}
          </List.Item>
        )}
      />
    </div>
  );
}
