/**
 * One mailbox of the attempt: the list of a box (with the inbox tab, subject search and paging),
 * reloaded when the live channel announces a newer version, the compose lists, and the commands.
 */
import { useCallback, useState } from 'react';
import type { InboxTab } from '../../../../schemas/mail/api.ts';
import type { MailBox, MailCommand } from '../../../../schemas/mail/domain.ts';
import { useListQuery } from '../../shared/module/useListQuery.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { MAIL_OPERATE, MAIL_SEND, mailApi } from './api.ts';

type Send = Extract<MailCommand, { type: 'SendMail' | 'SaveDraft' }>;
type Operate = Exclude<MailCommand, Send>;
const quietRead = (c: Operate) =>
  c.type === 'MarkMails' && c.read === true && c.starred === undefined && c.noReply === undefined;

export const useMailbox = (userCaseID: string, box: MailBox) => {
  const q = useListQuery<{ keyword: string }>();
  const [tab, setTab] = useState<InboxTab>('all');
  const load = useCallback(
    () =>
      mailApi.list({
        userCaseID,
        box,
        ...(box === 'inbox' ? { tab } : {}),
        ...q.filters,
        ...q.paging,
      }),
    [userCaseID, box, tab, q.filters, q.paging],
  );
  const list = useLiveList(load, 'mail.list');
  const info = useRemote(useCallback(() => mailApi.inboxType(userCaseID), [userCaseID]));
  // Sending does not depend on what the list shows: no expected version, so a buyer's mail
  // arriving while the student writes never turns a send into a conflict.
  const send = useOperate<Send>(MAIL_SEND, 'mail', userCaseID, undefined, list.reload);
  const operate = useOperate<Operate>(
    MAIL_OPERATE,
    'mail',
    userCaseID,
    list.data?.version,
    list.reload,
    quietRead,
  );
  return {
    data: list.data,
    loading: list.loading,
    reload: list.reload,
    info: info.data,
    query: q,
    tab,
    changeTab: (next: InboxTab) => {
      setTab(next);
      q.changePage(1, q.paging.limit);
    },
    send,
    operate,
  };
};
