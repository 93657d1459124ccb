/**
 * A chat message as the student reads it: the buyer's words as the buyer wrote them (their own
 * language, useBuyerText), other scripted text in the interface language.
 */
import { useCallback } from 'react';
import type { MessageView } from '../../../../schemas/chat/api.ts';
import { useBuyerWords, type BuyerWords } from '../../case/useBuyerText.ts';

export const useChatWords = () => {
  const words = useBuyerWords();
  return useCallback(
    (text: MessageView['text'], buyer: string | null = null): BuyerWords => words(text, buyer),
    [words],
  );
};

export const useChatText = () => {
  const words = useChatWords();
  return useCallback(
    (text: MessageView['text'], buyer: string | null = null) => words(text, buyer).text,
    [words],
  );
};
