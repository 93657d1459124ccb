/** A one-line, readable digest of a value for a step's table cell: `key: value · key: value`. */

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A value in a few characters: strings quoted and clipped, arrays by length, objects by keys. */
const brief = (v: unknown): string => {
  if (v === null || v === undefined) return String(v);
  if (typeof v === 'string') return JSON.stringify(clip(v.replace(/\s+/g, ' '), 48));
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return `[${v.length}]`;
  const keys = Object.keys(v);
  return keys.length ? `{${clip(keys.join(', '), 32)}}` : '{}';
};

export const summarize = (data: unknown, max = 160): string => {
  if (data === null || data === undefined) return '';
  if (typeof data !== 'object') return clip(brief(data), max);
  if (Array.isArray(data)) return clip(data.map(brief).join(', '), max);
  return clip(
    Object.entries(data)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${brief(v)}`)
      .join(' · '),
    max,
  );
};
