/**
 * A buyer's words as the student reads them: as the buyer wrote them, in the buyer's own
 * language, never translated into the interface language (the case's zh/en meaning is for
 * teachers and the translation tool). A buyer with no language of their own reads as any case
 * text does.
 */
import { useCallback, useMemo } from 'react';
import type { LocalText } from '../../../schemas/common.ts';
import { useLocalText } from '../shared/format.ts';
import { useCaseStore } from './caseStore.ts';

/** The words and the language they are written in (for the element's `lang`), if known. */
export type BuyerWords = { text: string; lang: string | undefined };

export const useBuyerWords = () => {
  const local = useLocalText();
  const buyers = useCaseStore((s) => s.caseInfo?.buyers);
  const languageOf = useMemo(
    () => new Map((buyers ?? []).map((b) => [b.id, b.language ?? undefined])),
    [buyers],
  );
  return useCallback(
    (text: LocalText | string | null | undefined, buyer: string | null | undefined): BuyerWords => {
      if (typeof text === 'string') return { text, lang: undefined };
      const lang = buyer ? languageOf.get(buyer) : undefined;
      const own = lang ? text?.[lang] : undefined;
      return own ? { text: own, lang } : { text: local(text), lang: undefined };
    },
    [languageOf, local],
  );
};

/** The buyer's words as a string (where no element can carry `lang`). */
export const useBuyerText = () => {
  const words = useBuyerWords();
  return useCallback(
    (text: LocalText | string | null | undefined, buyer: string | null | undefined) =>
      words(text, buyer).text,
    [words],
  );
};
