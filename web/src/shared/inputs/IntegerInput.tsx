/**
 * Whole-number field (spec section 5): strips non-digits and leading zeros on every keystroke,
 * caps at `max` while typing, reports in-bounds numbers as they are typed and clamps to
 * [min, max] on blur.
 */
import { Input, type InputProps } from 'antd';
import { useState, type FocusEvent } from 'react';
import { commitInteger, liveInteger, sanitizeInteger } from './sanitize.ts';

type Passed = Pick<
  InputProps,
  'id' | 'placeholder' | 'disabled' | 'suffix' | 'prefix' | 'status' | 'size' | 'style'
>;

export type IntegerInputProps = Passed & {
  value?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  min?: number;
  max?: number;
  'data-testid'?: string;
};

const format = (n: number | null | undefined) =>
  n === null || n === undefined || !Number.isFinite(n) ? '' : String(Math.trunc(n));

export function IntegerInput(props: IntegerInputProps) {
  const { value, onChange, onBlur, min, max, ...rest } = props;
  const bounds = { min, max };
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  // A new value from outside replaces the text unless the text already commits to it.
  if (value !== seen) {
    setSeen(value);
    if ((value ?? null) !== commitInteger(text, bounds)) setText(format(value));
  }

  const report = (next: number | null) => {
    if (next !== (value ?? null)) onChange?.(next);
  };

  const type = (raw: string) => {
    const next = sanitizeInteger(raw, bounds);
    setText(next);
    const live = liveInteger(next, bounds);
    if (live !== undefined) report(live);
  };

  const commit = (e: FocusEvent<HTMLInputElement>) => {
    const committed = commitInteger(text, bounds);
    setText(format(committed));
    report(committed);
    onBlur?.(e);
  };

  return (
    <Input
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(e) => type(e.target.value)}
      onBlur={commit}
    />
  );
}
