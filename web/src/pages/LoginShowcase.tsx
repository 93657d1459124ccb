/** The brand side of the login page: what the simulator trains. */
import {
  CustomerServiceOutlined,
  LineChartOutlined,
  ShopOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Logo } from '../layout/Logo.tsx';

const FEATURES = [
  { icon: <ShopOutlined />, key: 'login.feature.platforms' },
  { icon: <CustomerServiceOutlined />, key: 'login.feature.service' },
  { icon: <LineChartOutlined />, key: 'login.feature.scoring' },
  { icon: <TranslationOutlined />, key: 'login.feature.languages' },
];

export function LoginShowcase() {
  const { t } = useTranslation();
  return (
    <div className="login-showcase">
      <div className="login-brand">
        <Logo size={36} />
        <span>{t('app.name')}</span>
      </div>
      <h1 className="login-headline">{t('login.headline')}</h1>
      <p className="login-tagline">{t('login.tagline')}</p>
      <ul className="login-features">
        {FEATURES.map((f) => (
          <li key={f.key}>
            <span className="login-feature-icon">{f.icon}</span>
            {t(f.key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
