/**
 * The school's own organisation: its name (a database without the demo data has no school yet),
 * a new college, a new major in a college. One small form each; the server checks that names are
 * free where they live.
 */
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_NAME_MAX, type OrgData } from '../../../../schemas/api/admin.ts';
import { adminApi } from './api.ts';
import { useFormSave } from './useFormSave.ts';

export type OrgDialogKind = 'school' | 'college' | 'major';

type Values = { name: string; collegeId?: string };

const TITLES: Record<OrgDialogKind, string> = {
  school: 'admin.org.editSchool',
  college: 'admin.org.createCollege',
  major: 'admin.org.createMajor',
};
const LABELS: Record<OrgDialogKind, string> = {
  school: 'admin.org.schoolName',
  college: 'admin.org.collegeName',
  major: 'admin.org.majorName',
};

export function OrgDialog({
  kind,
  org,
  onClose,
  onSaved,
}: {
  kind: OrgDialogKind;
  org: OrgData;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave(form, async (v: Values) => {
    const name = v.name.trim();
    if (kind === 'school') await adminApi.saveSchool({ name });
    else if (kind === 'college') await adminApi.createCollege({ name });
    else await adminApi.createMajor({ collegeId: v.collegeId ?? '', name });
    void message.success(t('admin.org.orgSaved'));
    onSaved();
  });
  return (
    <Modal
      open
      title={t(TITLES[kind])}
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
        data-testid={`admin-${kind}-form`}
        initialValues={{
          name: kind === 'school' ? org.school : '',
          collegeId: org.colleges[0]?.id,
        }}
      >
        {kind === 'major' ? (
          <Form.Item name="collegeId" label={t('admin.org.inCollege')} rules={[{ required: true }]}>
            <Select
              data-testid="admin-major-college"
              options={org.colleges.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="name"
          label={t(LABELS[kind])}
          rules={[{ required: true, whitespace: true, max: ORG_NAME_MAX }]}
        >
          <Input data-testid={`admin-${kind}-name`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
