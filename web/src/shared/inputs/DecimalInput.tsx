/**
 * Decimal field (spec section 5): filters every keystroke (digits, one dot, optional minus,
 * `decimals` places), reports complete in-bounds numbers while typing and commits on blur
 * (clamped, rounded, and refused with a message when not a whole multiple of `step`).
 */
import { App, Input, type InputProps } from 'antd';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { commitDecimal, formatDecimal, liveDecimal, sanitizeDecimal } from './sanitize.ts';

type Passed = Pick<
  InputProps,
  'id' | 'placeholder' | 'disabled' | 'suffix' | 'prefix' | 'status' | 'size' | 'style'
>;

export type DecimalInputProps = Passed & {
  value?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  min?: number;
  max?: number;
  step?: number;
  decimals?: number;
  allowNegative?: boolean;
  'data-testid'?: string;
};

export function DecimalInput(props: DecimalInputProps) {
  const { value, onChange, onBlur, min, max, step, decimals = 2, allowNegative, ...rest } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const opts = { min, max, step, decimals };
  const [text, setText] = useState(() => formatDecimal(value, decimals));
  const [seen, setSeen] = useState(value);
  const [stepError, setStepError] = useState(false);
  // A new value from outside (form reset, setFieldsValue) replaces the text unless it is
  // what the text already commits to (our own report, or the same number typed as '5.0').
  if (value !== seen) {
    setSeen(value);
    if ((value ?? null) !== commitDecimal(text, opts).value) {
      setText(formatDecimal(value, decimals));
      setStepError(false);
    }
  }

  const report = (next: number | null) => {
    if (next !== (value ?? null)) onChange?.(next);
  };

  const type = (raw: string) => {
    const next = sanitizeDecimal(raw, { min, max, decimals, allowNegative });
    setText(next);
    setStepError(false);
    const live = liveDecimal(next, opts);
    if (live !== undefined) report(live);
  };

  const commit = (e: FocusEvent<HTMLInputElement>) => {
    const { value: committed, error } = commitDecimal(text, opts);
    if (error) {
      setStepError(true);
      void message.error(t(error.key, error.params));
    } else {
      setText(formatDecimal(committed, decimals));
    }
    report(committed);
    onBlur?.(e);
  };

  return (
    <Input
      {...rest}
      status={stepError ? 'error' : rest.status}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => type(e.target.value)}
      onBlur={commit}
    />
  );
}
