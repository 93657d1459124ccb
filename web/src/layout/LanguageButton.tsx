/** The language menu's button: the globe and the current language's own name. */
import { GlobalOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useLocale } from '../i18n/index.ts';
import { languageInfo } from '../i18n/languages.ts';

export type LanguageButtonProps = { dark: boolean } & Pick<
  ButtonProps,
  'onClick' | 'onMouseEnter' | 'onFocus' | 'autoFocus'
>;

export function LanguageButton({ dark, ...rest }: LanguageButtonProps) {
  const language = useLocale((s) => s.language);
  return (
    <Button
      type="text"
      data-testid="language-menu"
      icon={<GlobalOutlined />}
      style={dark ? { color: 'rgba(255,255,255,0.88)' } : undefined}
      {...rest}
    >
      {languageInfo(language).nativeName}
    </Button>
  );
}
