/**
 * The school's colleges and majors as a tree (name the school, add a college or a major), and its
 * classes (create, edit name/major and its staff: teachers and assistants, issue 22 §2).
 */
import { ApartmentOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tree,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_NAME_MAX, type OrgClass, type OrgData } from '../../../../schemas/api/admin.ts';
import { adminApi } from './api.ts';
import { useFormSave } from './useFormSave.ts';
import { OrgDialog, type OrgDialogKind } from './OrgDialogs.tsx';

type Values = { name: string; majorId: string; teachers: string[]; assistants: string[] };

function ClassDialog({
  org,
  cls,
  onClose,
  onSaved,
}: {
  org: OrgData;
  /** The class to edit; null: a new one. */
  cls: OrgClass | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const accounts = org.teachers.map((u) => ({
    value: u.id,
    label: `${u.displayName} (${u.username})`,
  }));
  const majors = org.colleges.flatMap((c) =>
    c.majors.map((m) => ({ value: m.id, label: `${c.name} / ${m.name}` })),
  );
  const { saving, save } = useFormSave(form, async (v: Values) => {
    const teachers = v.teachers ?? [];
    const assistants = (v.assistants ?? []).filter((id) => !teachers.includes(id));
    const body = { name: v.name.trim(), majorId: v.majorId };
    const id = cls
      ? (await adminApi.updateClass({ id: cls.id, ...body })).id
      : (await adminApi.createClass({ ...body, teacherId: teachers[0] ?? null })).id;
    await adminApi.setClassStaff({
      classId: id,
      staff: [
        ...teachers.map((userId) => ({ userId, role: 'teacher' as const })),
        ...assistants.map((userId) => ({ userId, role: 'assistant' as const })),
      ],
    });
    void message.success(t(cls ? 'admin.org.saved' : 'admin.org.created'));
    onSaved();
  });
  return (
    <Modal
      open
      title={t(cls ? 'admin.org.edit' : 'admin.org.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="admin-class-form"
        initialValues={{
          name: cls?.name ?? '',
          majorId: cls?.majorId ?? majors[0]?.value,
          teachers: cls?.staff.filter((m) => m.role === 'teacher').map((m) => m.id) ?? [],
          assistants: cls?.staff.filter((m) => m.role === 'assistant').map((m) => m.id) ?? [],
        }}
      >
        <Form.Item
          name="name"
          label={t('admin.org.name')}
          rules={[{ required: true, whitespace: true, max: CLASS_NAME_MAX }]}
        >
          <Input data-testid="admin-class-name" />
        </Form.Item>
        <Form.Item name="majorId" label={t('admin.org.major')} rules={[{ required: true }]}>
          <Select options={majors} data-testid="admin-class-major" />
        </Form.Item>
        <Form.Item name="teachers" label={t('staff.teachers')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t('admin.org.noTeacher')}
            data-testid="admin-class-teacher"
            options={accounts}
          />
        </Form.Item>
        <Form.Item name="assistants" label={t('staff.assistants')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t('staff.noAssistant')}
            data-testid="admin-class-assistants"
            options={accounts}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ClassesPanel({ org, onChanged }: { org: OrgData; onChanged: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<OrgClass | null | undefined>(undefined);
  const [orgDialog, setOrgDialog] = useState<OrgDialogKind | null>(null);
  // Colleges and majors open unless the admin closed them: a new one shows at once.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const majorName = new Map(org.colleges.flatMap((c) => c.majors.map((m) => [m.id, m.name])));
  const tree = org.colleges.map((c) => ({
    key: c.id,
    title: c.name,
    icon: <ApartmentOutlined />,
    children: c.majors.map((m) => ({
      key: m.id,
      title: m.name,
      children: org.classes
        .filter((k) => k.majorId === m.id)
        .map((k) => ({ key: k.id, title: k.name, isLeaf: true })),
    })),
  }));
  const branches = org.colleges.flatMap((c) => [c.id, ...c.majors.map((m) => m.id)]);
  return (
    <Flex gap={16} align="flex-start" wrap>
      {org.school === '' ? (
        <Alert
          type="info"
          showIcon
          style={{ flexBasis: '100%' }}
          title={t('admin.org.noSchool')}
          data-testid="admin-no-school"
        />
      ) : null}
      <Card
        title={t('admin.org.tree')}
        style={{ minWidth: 260, flex: '0 0 auto' }}
        size="small"
        extra={
          <Space size={4} wrap>
            <Button
              size="small"
              icon={<EditOutlined />}
              data-testid="admin-school-edit"
              onClick={() => setOrgDialog('school')}
            >
              {t('admin.org.editSchool')}
            </Button>
            <Button
              size="small"
              icon={<PlusOutlined />}
              data-testid="admin-college-create"
              disabled={org.school === ''}
              onClick={() => setOrgDialog('college')}
            >
              {t('admin.org.createCollege')}
            </Button>
            <Button
              size="small"
              icon={<PlusOutlined />}
              data-testid="admin-major-create"
              disabled={org.colleges.length === 0}
              onClick={() => setOrgDialog('major')}
            >
              {t('admin.org.createMajor')}
            </Button>
          </Space>
        }
      >
        <Tree
          showIcon
          expandedKeys={branches.filter((k) => !collapsed.has(k))}
          onExpand={(keys) => setCollapsed(new Set(branches.filter((k) => !keys.includes(k))))}
          treeData={tree}
          data-testid="admin-org-tree"
          selectable={false}
        />
      </Card>
      <Card
        title={t('admin.org.all')}
        size="small"
        style={{ flex: 1, minWidth: 420 }}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="admin-class-create"
            disabled={majorName.size === 0}
            onClick={() => setEditing(null)}
          >
            {t('admin.org.create')}
          </Button>
        }
      >
        <Table<OrgClass>
          size="small"
          rowKey="id"
          data-testid="admin-classes"
          dataSource={org.classes}
          pagination={false}
          columns={[
            { title: t('admin.org.name'), dataIndex: 'name' },
            {
              title: t('admin.org.major'),
              key: 'major',
              render: (_, c) => (c.majorId ? majorName.get(c.majorId) : t('admin.org.noMajor')),
            },
            {
              title: t('staff.title'),
              key: 'teacher',
              render: (_, c) =>
                c.staff.length
                  ? c.staff
                      .map((m) =>
                        m.role === 'teacher' ? m.name : `${m.name} (${t('staff.role.assistant')})`,
                      )
                      .join(', ')
                  : t('admin.org.noTeacher'),
            },
            { title: t('admin.org.students'), dataIndex: 'students', align: 'right', width: 100 },
            {
              title: t('admin.org.actions'),
              key: 'actions',
              width: 100,
              render: (_, c) => (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  data-testid={`admin-class-edit-${c.name}`}
                  onClick={() => setEditing(c)}
                >
                  {t('admin.users.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {orgDialog ? (
        <OrgDialog
          kind={orgDialog}
          org={org}
          onClose={() => setOrgDialog(null)}
          onSaved={() => {
            setOrgDialog(null);
            onChanged();
          }}
        />
      ) : null}
      {editing !== undefined ? (
        <ClassDialog
          org={org}
          cls={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            onChanged();
          }}
        />
      ) : null}
    </Flex>
  );
}
