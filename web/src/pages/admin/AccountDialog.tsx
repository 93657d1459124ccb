/** Create an account (its password typed or generated) or edit one (name, class). */
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_NAME_MAX,
  USERNAME_PATTERN,
  type AdminUser,
  type OrgData,
} from '../../../../schemas/api/admin.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../schemas/api/user.ts';
import { adminApi } from './api.ts';
import { useFormSave } from './useFormSave.ts';

type Role = AdminUser['role'];
type Values = {
  username: string;
  displayName: string;
  role: Role;
  classId: string | null;
  password?: string;
};

export function AccountDialog({
  org,
  user,
  onClose,
  onSaved,
}: {
  org: OrgData;
  /** The account to edit; null: a new one. */
  user: AdminUser | null;
  onClose: () => void;
  /** A new account's password (to show once), or null after an edit. */
  onSaved: (created: { username: string; password: string } | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const role = Form.useWatch('role', form) ?? user?.role ?? 'student';
  const { saving, save } = useFormSave(form, async (v: Values) => {
    const classId = v.role === 'student' ? (v.classId ?? null) : null;
    if (user) {
      await adminApi.updateUser({
        id: user.id,
        displayName: v.displayName.trim(),
        ...(user.role === 'student' ? { classId } : {}),
      });
      void message.success(t('admin.users.saved'));
      onSaved(null);
    } else {
      const r = await adminApi.createUser({
        username: v.username.trim(),
        displayName: v.displayName.trim(),
        role: v.role,
        classId,
        ...(v.password ? { password: v.password } : {}),
      });
      void message.success(t('admin.users.created', { name: v.username.trim() }));
      onSaved({ username: v.username.trim(), password: r.password });
    }
  });
  return (
    <Modal
      open
      title={user ? t('admin.users.editTitle', { name: user.username }) : t('admin.users.create')}
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
        data-testid="admin-user-form"
        initialValues={{
          username: user?.username ?? '',
          displayName: user?.displayName ?? '',
          role: user?.role ?? 'student',
          classId: user?.classId ?? null,
        }}
      >
        <Form.Item
          name="username"
          label={t('admin.users.username')}
          rules={[{ required: true, pattern: new RegExp(USERNAME_PATTERN) }]}
        >
          <Input disabled={Boolean(user)} data-testid="admin-user-username" />
        </Form.Item>
        <Form.Item
          name="displayName"
          label={t('admin.users.displayName')}
          rules={[{ required: true, whitespace: true, max: DISPLAY_NAME_MAX }]}
        >
          <Input data-testid="admin-user-displayName" />
        </Form.Item>
        <Form.Item name="role" label={t('admin.users.role')}>
          <Select
            disabled={Boolean(user)}
            data-testid="admin-user-role"
            options={(['student', 'teacher', 'admin'] as const).map((r) => ({
              value: r,
              label: t(`admin.role.${r}`),
            }))}
          />
        </Form.Item>
        {role === 'student' ? (
          <Form.Item name="classId" label={t('admin.users.class')} rules={[{ required: true }]}>
            <Select
              data-testid="admin-user-class"
              options={org.classes.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        ) : null}
        {user ? null : (
          <Form.Item
            name="password"
            label={t('admin.users.password')}
            extra={t('admin.users.passwordHint')}
            rules={[{ min: PASSWORD_MIN, max: PASSWORD_MAX }]}
          >
            <Input.Password autoComplete="new-password" data-testid="admin-user-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
