/**
 * Toolbox: the follow-up log (spec 3, 5, 7) — the attempt's notes of what was promised to whom:
 * listed, added, changed, deleted after confirming. The inputs hold the spec's limits; the
 * engine checks them again and its refusals show as the API client's toasts.
 */
import {
  App,
  Button,
  Checkbox,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogItem, LogListData } from '../../../../schemas/api/followUpLog.ts';
import { LOG_KINDS, LOG_LIMITS } from '../../../../schemas/followUpLog.ts';
import { api } from '../../api/index.ts';
import { useSession } from '../../session/session.ts';
import { useRemote } from '../../shared/useRemote.ts';

type Draft = Omit<LogItem, 'id'>;
const EMPTY: Draft = {
  logTime: '',
  customerInfo: '',
  orderInfo: '',
  type: 'dailyConsultation',
  detail: '',
  isDone: false,
};

export function FollowUpLog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const userCaseID = useSession((s) => s.usercaseID);
  const [editing, setEditing] = useState<LogItem | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Draft>();

  const load = useCallback(
    () =>
      open && userCaseID
        ? api.post<LogListData>('/PracticeTraining/UserCaseLogList', { userCaseID })
        : Promise.resolve<LogListData>({ list: [] }),
    [open, userCaseID],
  );
  const remote = useRemote(load);
  const list = remote.data?.list ?? [];

  const startEdit = (item: LogItem | 'new') => {
    setEditing(item);
    form.setFieldsValue(item === 'new' ? EMPTY : item);
  };

  const save = async (values: Draft) => {
    if (!userCaseID || !editing) return;
    setSaving(true);
    try {
      const data = await api.post<LogListData>('/PracticeTraining/LogInfo', {
        userCaseID,
        ...(editing === 'new' ? {} : { id: editing.id }),
        ...values,
      });
      remote.put(data);
      setEditing(null);
      void message.success(t(editing === 'new' ? 'toolbox.log.added' : 'toolbox.log.edited'));
    } catch {
      // The client has shown the refusal; the form stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: string) => {
    if (!userCaseID) return;
    try {
      const data = await api.post<LogListData>('/PracticeTraining/DeleteLogInfo', {
        userCaseID,
        id,
      });
      remote.put(data);
      void message.success(t('toolbox.log.deleted'));
    } catch {
      // Shown by the client.
    }
  };

  const text = (name: 'logTime' | 'customerInfo' | 'orderInfo') => (
    <Form.Item name={name} label={t(`toolbox.log.${name}`)}>
      <Input maxLength={LOG_LIMITS[name]} showCount data-testid={`log-${name}`} />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={1000}
      title={t('toolbox.log.title')}
      destroyOnHidden
    >
      <div data-testid="follow-up-log">
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" data-testid="log-add" onClick={() => startEdit('new')}>
            {t('toolbox.log.add')}
          </Button>
        </Space>
        <Table<LogItem>
          rowKey="id"
          size="small"
          dataSource={list}
          pagination={false}
          scroll={{ y: 400 }}
          locale={{ emptyText: t('toolbox.log.empty') }}
          columns={[
            { title: t('toolbox.log.logTime'), dataIndex: 'logTime', width: 120 },
            { title: t('toolbox.log.customerInfo'), dataIndex: 'customerInfo', width: 120 },
            { title: t('toolbox.log.orderInfo'), dataIndex: 'orderInfo', width: 120 },
            {
              title: t('toolbox.log.type'),
              dataIndex: 'type',
              width: 110,
              render: (v: LogItem['type']) => t(`toolbox.log.kind.${v}`),
            },
            { title: t('toolbox.log.detail'), dataIndex: 'detail' },
            {
              title: t('toolbox.log.isDone'),
              dataIndex: 'isDone',
              width: 90,
              render: (v: boolean) =>
                v ? (
                  <Tag color="green">{t('toolbox.log.done')}</Tag>
                ) : (
                  <Tag>{t('toolbox.log.open')}</Tag>
                ),
            },
            {
              title: t('toolbox.log.actions'),
              width: 140,
              render: (_: unknown, item: LogItem) => (
                <Space size={4}>
                  <Button
                    size="small"
                    type="link"
                    data-testid="log-edit"
                    onClick={() => startEdit(item)}
                  >
                    {t('toolbox.log.edit')}
                  </Button>
                  <Popconfirm
                    title={t('toolbox.log.confirmDelete')}
                    okText={t('toolbox.log.delete')}
                    cancelText={t('toolbox.log.cancel')}
                    onConfirm={() => remove(item.id)}
                  >
                    <Button size="small" type="link" danger data-testid="log-delete">
                      {t('toolbox.log.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </div>
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'toolbox.log.add' : 'toolbox.log.edit')}
        okText={t('toolbox.log.save')}
        cancelText={t('toolbox.log.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save} data-testid="log-form">
          {text('logTime')}
          {text('customerInfo')}
          {text('orderInfo')}
          <Form.Item name="type" label={t('toolbox.log.type')}>
            <Select
              data-testid="log-type"
              options={LOG_KINDS.map((k) => ({ value: k, label: t(`toolbox.log.kind.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="detail"
            label={t('toolbox.log.detail')}
            rules={[{ required: true, whitespace: true, message: t('toolbox.log.detailRequired') }]}
          >
            <Input.TextArea
              maxLength={LOG_LIMITS.detail}
              showCount
              rows={3}
              data-testid="log-detail"
            />
          </Form.Item>
          <Form.Item name="isDone" valuePropName="checked">
            <Checkbox data-testid="log-done">{t('toolbox.log.isDone')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </Modal>
  );
}
