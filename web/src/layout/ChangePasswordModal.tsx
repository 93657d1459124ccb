/**
 * Change password (spec 5): original, new and confirm are all required (case.text0133), new and
 * confirm must match (case.text0132), 8–64 characters (DESIGN decision). Success closes it.
 * `forced`: the administrator set a temporary password — no cancel, no close, until it is changed;
 * the one way out is to log out.
 */
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../schemas/api/user.ts';
import { userApi } from '../api/endpoints.ts';
import { passwordChanged } from '../session/session.ts';
import { useLogout } from './useLogout.ts';

type Values = { oldPwd: string; newPwd: string; confirmPwd: string };

export function ChangePasswordModal({
  open,
  onClose,
  forced = false,
}: {
  open: boolean;
  onClose: () => void;
  forced?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const logout = useLogout();
  const required = { required: true, message: t('case.text0133') };
  const length = {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    message: t('password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await userApi.changePwd({ oldPwd: values.oldPwd, newPwd: values.newPwd });
      void message.success(t('password.changed'));
      form.resetFields();
      passwordChanged();
      onClose();
    } catch {
      // the API client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('common.confirm')}
      cancelText={t(forced ? 'header.logout' : 'common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => {
        // Forced: only the log-out button cancels (no close icon, mask or Escape).
        if (forced) return void logout();
        form.resetFields();
        onClose();
      }}
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      cancelButtonProps={forced ? { 'data-testid': 'forced-logout' } : {}}
      forceRender
    >
      {forced ? (
        <Alert
          type="warning"
          showIcon
          title={t('password.mustChange')}
          style={{ marginBottom: 16 }}
          data-testid="must-change-password"
        />
      ) : null}
      <Form form={form} layout="vertical" requiredMark={false} data-testid="change-password-form">
        <Form.Item name="oldPwd" label={t('password.old')} rules={[required]}>
          <Input.Password autoComplete="current-password" data-testid="pwd-old" />
        </Form.Item>
        <Form.Item
          name="newPwd"
          label={t('password.new')}
          rules={[required, length]}
          extra={t('password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        >
          <Input.Password autoComplete="new-password" data-testid="pwd-new" />
        </Form.Item>
        <Form.Item
          name="confirmPwd"
          label={t('password.confirm')}
          dependencies={['newPwd']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPwd')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('case.text0132'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="pwd-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
