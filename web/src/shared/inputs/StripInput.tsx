/**
 * Text field that drops Chinese characters, whitespace and punctuation (spec section 5), e.g.
 * for order and tracking numbers. An IME composition is left alone until it ends, then the
 * composed text is stripped.
 */
import { Input, type InputProps } from 'antd';
import { useState, type CompositionEvent, type FocusEvent } from 'react';
import { stripText } from './sanitize.ts';

type Passed = Pick<
  InputProps,
  | 'id'
  | 'placeholder'
  | 'disabled'
  | 'suffix'
  | 'prefix'
  | 'status'
  | 'size'
  | 'style'
  | 'maxLength'
>;

export type StripInputProps = Passed & {
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  'data-testid'?: string;
};

export function StripInput(props: StripInputProps) {
  const { value, onChange, ...rest } = props;
  // Raw text while an IME composes; the own text serves when no value is passed in.
  const [draft, setDraft] = useState<string | null>(null);
  const [own, setOwn] = useState('');
  const shown = draft ?? value ?? own;

  const update = (raw: string) => {
    const next = stripText(raw);
    setDraft(null);
    setOwn(next);
    if (next !== (value ?? '')) onChange?.(next);
  };

  return (
    <Input
      {...rest}
      autoComplete="off"
      value={shown}
      onChange={(e) => {
        const composing = (e.nativeEvent as InputEvent).isComposing;
        if (composing || draft !== null) setDraft(e.target.value);
        else update(e.target.value);
      }}
      onCompositionStart={() => setDraft(shown)}
      onCompositionEnd={(e: CompositionEvent<HTMLInputElement>) => update(e.currentTarget.value)}
    />
  );
}
