/**
 * "Contact buyer" from any page: the buyer's live chat when the case has chat, else a mail to
 * the buyer about the order when it has mail. False when the case has neither (the page offers
 * its own composer).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCaseStore } from '../../case/caseStore.ts';
import { CHAT_PATH, type ChatRequest } from '../../modules/chat/request.ts';
import { boxPath, type ComposeRequest } from '../../modules/mail/boxes.ts';

export const useContactBuyer = () => {
  const navigate = useNavigate();
  const modules = useCaseStore((s) => s.caseInfo?.modules);
  return useCallback(
    (buyer: string, orderNo: string | null) => {
      if (modules?.includes('chat')) {
        const request: ChatRequest = { chatWith: buyer };
        void navigate(CHAT_PATH, { state: request });
        return true;
      }
      if (modules?.includes('mail')) {
        const request: ComposeRequest = {
          compose: { to: [], buyer, ...(orderNo ? { orderNo } : {}) },
        };
        void navigate(boxPath('inbox'), { state: request });
        return true;
      }
      return false;
    },
    [modules, navigate],
  );
};
