/** The language menu: only languages with a locale file are offered. */
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { setLanguage, useLocale } from '../i18n/index.ts';
import { languageInfo } from '../i18n/languages.ts';
import { AVAILABLE_LANGUAGES } from '../i18n/locales.ts';

export function LanguageMenu({ dark = true }: { dark?: boolean }) {
  const language = useLocale((s) => s.language);
  const items = AVAILABLE_LANGUAGES.map((l) => ({
    key: l.code,
    label: <span data-testid={`lang-${l.code}`}>{l.nativeName}</span>,
  }));
  return (
    <Dropdown
      trigger={['hover', 'click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => void setLanguage(key),
      }}
    >
      <Button
        type="text"
        data-testid="language-menu"
        icon={<GlobalOutlined />}
        style={dark ? { color: 'rgba(255,255,255,0.88)' } : undefined}
      >
        {languageInfo(language).nativeName}
      </Button>
    </Dropdown>
  );
}
