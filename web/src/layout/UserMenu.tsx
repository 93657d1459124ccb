/** User name with a hover menu (change password) and the logout icon. */
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session.ts';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { useLogout } from './useLogout.ts';

export function UserMenu() {
  const { t } = useTranslation();
  const userInfo = useSession((s) => s.userInfo);
  const [pwdOpen, setPwdOpen] = useState(false);

  const logout = useLogout();

  return (
    <Space size={4}>
      <Dropdown
        trigger={['hover']}
        menu={{
          items: [
            {
              key: 'password',
              icon: <KeyOutlined />,
              label: <span data-testid="change-password">{t('header.changePassword')}</span>,
            },
          ],
          onClick: () => setPwdOpen(true),
        }}
      >
        <Space className="header-user" data-testid="header-user">
          <Avatar size="small" icon={<UserOutlined />} style={{ background: '#3b6ef5' }} />
          <span>{userInfo?.displayName || userInfo?.userName}</span>
        </Space>
      </Dropdown>
      <Tooltip title={t('header.logout')}>
        <Button
          type="text"
          aria-label={t('header.logout')}
          data-testid="logout"
          icon={<LogoutOutlined />}
          style={{ color: 'rgba(255,255,255,0.88)' }}
          onClick={() => void logout()}
        />
      </Tooltip>
      <ChangePasswordModal open={pwdOpen} onClose={() => setPwdOpen(false)} />
    </Space>
  );
}
