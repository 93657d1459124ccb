/**
 * The language menu: only languages with a locale file are offered. The dropdown (antd Dropdown
 * and Menu, ~57 KB) loads when the user points at, focuses or clicks the button, not with the
 * page: the login page shows this menu, and few visitors open it. Until it has loaded the plain
 * button stands in; then the dropdown takes its place, open if the user pointed or clicked,
 * focused if the user came by keyboard or click.
 */
import { useRef, useState } from 'react';
import { LanguageButton } from './LanguageButton.tsx';
import type LanguageDropdownType from './LanguageDropdown.tsx';

type Intent = 'point' | 'focus' | 'click';
type Loaded = { Dropdown: typeof LanguageDropdownType; intent: Intent };

export function LanguageMenu({ dark = true }: { dark?: boolean }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const intent = useRef<Intent | null>(null);
  const want = (next: Intent) => {
    const first = intent.current === null;
    if (first || next === 'click') intent.current = next;
    if (!first) return;
    void import('./LanguageDropdown.tsx').then((m) =>
      setLoaded({ Dropdown: m.default, intent: intent.current ?? next }),
    );
  };
  if (loaded) {
    const { Dropdown } = loaded;
    return (
      <Dropdown
        dark={dark}
        initiallyOpen={loaded.intent !== 'focus'}
        autoFocus={loaded.intent !== 'point'}
      />
    );
  }
  return (
    <LanguageButton
      dark={dark}
      onMouseEnter={() => want('point')}
      onFocus={() => want('focus')}
      onClick={() => want('click')}
    />
  );
}
