/** The language menu's dropdown (antd Dropdown and Menu), loaded when the user reaches for it. */
import { Dropdown } from 'antd';
import { useState } from 'react';
import { setLanguage, useLocale } from '../i18n/index.ts';
import { AVAILABLE_LANGUAGES } from '../i18n/locales.ts';
import { LanguageButton, type LanguageButtonProps } from './LanguageButton.tsx';

export default function LanguageDropdown({
  initiallyOpen,
  ...button
}: LanguageButtonProps & { initiallyOpen: boolean }) {
  const language = useLocale((s) => s.language);
  const [open, setOpen] = useState(initiallyOpen);
  const items = AVAILABLE_LANGUAGES.map((l) => ({
    key: l.code,
    label: <span data-testid={`lang-${l.code}`}>{l.nativeName}</span>,
  }));
  return (
    <Dropdown
      trigger={['hover', 'click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          setOpen(false);
          void setLanguage(key);
        },
      }}
    >
      <LanguageButton {...button} />
    </Dropdown>
  );
}
