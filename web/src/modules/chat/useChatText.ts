/** A chat message as the student reads it: scripted words in the interface language. */
import { useCallback } from 'react';
import type { MessageView } from '../../../../schemas/chat/api.ts';
import { useLocalText } from '../../shared/format.ts';

export const useChatText = () => {
  const local = useLocalText();
  return useCallback(
    (text: MessageView['text']) => (typeof text === 'string' ? text : local(text)),
    [local],
  );
};
