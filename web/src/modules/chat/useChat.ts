/**
 * The chat of the open attempt: the conversation list (quick search and filters) and the quick
 * settings, reloaded when the live channel announces a newer version, and the commands, one
 * route each. Commands carry no expected version: buyers write all the time, and a message must
 * never fail as a conflict.
 */
import { useCallback, useState } from 'react';
import type { CustomerListBody } from '../../../../schemas/chat/api.ts';
import type { ChatCommand } from '../../../../schemas/chat/domain.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { CHAT_PATHS, chatApi } from './api.ts';

export type ChatFilters = Omit<CustomerListBody, 'userCaseID' | 'page' | 'limit'>;
type Of<T extends ChatCommand['type']> = Extract<ChatCommand, { type: T }>;
/** Messages and reading need no toast: the conversation shows them. */
const quiet = (c: { type: string }) => c.type === 'SendChatMessage' || c.type === 'ReadChat';

export const useChat = (userCaseID: string) => {
  const [filters, setFilters] = useState<ChatFilters>({});
  const list = useLiveList(
    useCallback(() => chatApi.list({ userCaseID, ...filters, limit: 100 }), [userCaseID, filters]),
    'chat.list',
  );
  const init = useLiveList(
    useCallback(() => chatApi.init(userCaseID), [userCaseID]),
    'chat.init',
  );
  const options = useRemote(useCallback(() => chatApi.selectList(userCaseID), [userCaseID]));
  const { reload } = list;
  const conversation = useOperate<Of<'SendChatMessage'> | Of<'ReadChat'>>(
    CHAT_PATHS.conversation,
    'chat',
    userCaseID,
    undefined,
    reload,
    quiet,
  );
  const config = useOperate<Of<'SetWelcomeMessages'>>(
    CHAT_PATHS.config,
    'chat',
    userCaseID,
    undefined,
    reload,
  );
  const autoReply = useOperate<Of<'SetAutoReplies'> | Of<'SetKeywordReplies'>>(
    CHAT_PATHS.autoReply,
    'chat',
    userCaseID,
    undefined,
    reload,
  );
  const quickPhrases = useOperate<Of<'SetQuickPhrases'>>(
    CHAT_PATHS.quickPhrases,
    'chat',
    userCaseID,
    undefined,
    reload,
  );
  const joinGroup = useOperate<Of<'JoinChatGroup'>>(
    CHAT_PATHS.joinGroup,
    'chat',
    userCaseID,
    undefined,
    reload,
  );
  return {
    userCaseID,
    filters,
    setFilters,
    list: list.data,
    listLoading: list.loading,
    init: init.data,
    options: options.data,
    conversation,
    config,
    autoReply,
    quickPhrases,
    joinGroup,
  };
};
export type Chat = ReturnType<typeof useChat>;
