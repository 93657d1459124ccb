/** The spec's number and text inputs (section 5) and the pure sanitisers behind them. */
export { DecimalInput, type DecimalInputProps } from './DecimalInput.tsx';
export { IntegerInput, type IntegerInputProps } from './IntegerInput.tsx';
export { StripInput, type StripInputProps } from './StripInput.tsx';
export {
  commitDecimal,
  commitInteger,
  formatDecimal,
  liveDecimal,
  liveInteger,
  sanitizeDecimal,
  sanitizeInteger,
  stripText,
  type DecimalCommit,
  type DecimalCommitOptions,
  type DecimalOptions,
  type IntegerOptions,
  type StepError,
} from './sanitize.ts';
