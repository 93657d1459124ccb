/**
 * /Mail (spec 2, 5): the boxes (/Mail/shoujianxiang inbox, fajianxiang sent, caogaoxiang drafts,
 * lajixiang trash), the inbox tabs and subject search, batch delete and star, a mail's detail
 * with reply, reply all and forward, and the compose window. "Contact buyer" on the order desk
 * arrives here with a compose request in the navigation state.
 */
import { useCaseStore } from '../../case/caseStore.ts';
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Flex, Input, Menu, Row, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { INBOX_TABS, type InboxTab, type MailRow } from '../../../../schemas/mail/api.ts';
import { MAIL_BOXES, type MailAction, type MailBox } from '../../../../schemas/mail/domain.ts';
import { useSession } from '../../session/session.ts';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { useConfirm } from '../../shared/module/useConfirm.ts';
import { boxOfPath, boxPath, type ComposeDraft, type ComposeRequest } from './boxes.ts';
import { ComposeModal } from './ComposeModal.tsx';
import { composeFor } from './composeFor.ts';
import { MailDetail } from './MailDetail.tsx';
import { MailTable } from './MailTable.tsx';
import { useMailbox } from './useMailbox.ts';
import { useMailText } from './useMailText.ts';

export default function MailPage() {
  const usercaseID = useSession((s) => s.usercaseID);
  const box = boxOfPath(useLocation().pathname);
  // Clicking the mail menu entry again returns to the list, as another box does.
  const again = useCaseStore((s) => s.reselected.mail ?? 0);
  // Keyed by box: another box starts with nothing open or selected.
  return usercaseID ? (
    <Mailboxes key={`${box}:${again}`} userCaseID={usercaseID} box={box} />
  ) : null;
}

function Mailboxes({ userCaseID, box }: { userCaseID: string; box: MailBox }) {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const mb = useMailbox(userCaseID, box);
  const text = useMailText();
  const confirm = useConfirm();
  const [openId, setOpenId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [compose, setCompose] = useState<ComposeDraft | null>(null);
  const open = mb.data?.list.find((m) => m.id === openId) ?? null;

  // A compose request from another page (Contact buyer), once the buyers' addresses are known.
  const request = (state as Partial<ComposeRequest> | null)?.compose;
  const contacts = mb.info?.contacts;
  const requested: ComposeDraft | null =
    request && contacts
      ? {
          ...request,
          to: [
            ...contacts.filter((c) => c.buyer === request.buyer).map((c) => c.address),
            ...request.to,
          ],
          ...(request.orderNo && !request.subject
            ? { subject: t('mail.compose.aboutOrder', { orderNo: request.orderNo }) }
            : {}),
        }
      : null;
  const [opened, setOpened] = useState(0);
  const writing = compose ?? requested;
  const closeCompose = () => {
    setCompose(null);
    if (request) void navigate(pathname, { replace: true, state: null });
  };
  const startCompose = (draft: ComposeDraft) => {
    setOpened((n) => n + 1);
    setCompose(draft);
  };

  const remove = (ids: string[]) =>
    confirm(
      t(box === 'trash' ? 'mail.delete.purgeTitle' : 'mail.delete.title'),
      t(box === 'trash' ? 'mail.delete.purge' : 'mail.delete.confirm', { count: ids.length }),
      async () => {
        const done = await mb.operate({ type: 'DeleteMails', ids });
        if (done) {
          setSelected([]);
          setOpenId(null);
        }
        return done;
      },
      true,
    );

  const onAction = (action: MailAction, m: MailRow) => {
    const mark = (flags: { read?: boolean; starred?: boolean; noReply?: boolean }) =>
      void mb.operate({ type: 'MarkMails', ids: [m.id], ...flags });
    switch (action) {
      case 'reply':
      case 'replyAll':
      case 'forward':
      case 'edit':
        startCompose(composeFor(action, m, { subject: text.subject(m), body: text.body(m) }));
        return;
      case 'markRead':
        return mark({ read: true });
      case 'markUnread':
        return mark({ read: false });
      case 'star':
        return mark({ starred: true });
      case 'unstar':
        return mark({ starred: false });
      case 'noReply':
        return mark({ noReply: true });
      case 'needsReply':
        return mark({ noReply: false });
      case 'restore':
        return void mb.operate({ type: 'RestoreMails', ids: [m.id] });
      case 'delete':
        return void remove([m.id]);
      default: {
        const unhandled: never = action;
        return unhandled;
      }
    }
  };

  const openMail = (m: MailRow) => {
    if (m.box === 'draft') return onAction('edit', m);
    setOpenId(m.id);
    if (!m.read) void mb.operate({ type: 'MarkMails', ids: [m.id], read: true });
  };

  const boxes = mb.data?.boxes ?? {};
  return (
    <div className="page-stack" data-testid="mail-page">
      <ModuleHeader title={t('module.mail')} subtitle={t('mail.subtitle')} />
      <Row gutter={16}>
        <Col xs={24} md={6} lg={5}>
          <Card variant="borderless" size="small">
            <Button
              type="primary"
              block
              icon={<EditOutlined />}
              data-testid="mail-compose-open"
              onClick={() => startCompose({ to: [] })}
            >
              {t('mail.compose.title')}
            </Button>
            <Menu
              className="mail-boxes"
              selectedKeys={[box]}
              items={MAIL_BOXES.map((b) => ({
                key: b,
                label: (
                  <Flex justify="space-between" data-testid={`mail-box-${b}`}>
                    {t(`mail.box.${b}`)}
                    {(boxes[b] ?? 0) > 0 && (
                      <Badge count={boxes[b]} color={b === 'inbox' ? 'red' : 'gray'} />
                    )}
                  </Flex>
                ),
              }))}
              onClick={({ key }) => void navigate(boxPath(key as (typeof MAIL_BOXES)[number]))}
            />
          </Card>
        </Col>
        <Col xs={24} md={18} lg={19}>
          <Card variant="borderless" size="small">
            {open ? (
              <MailDetail mail={open} onBack={() => setOpenId(null)} onAction={onAction} />
            ) : (
              <>
                {box === 'inbox' && (
                  <Tabs
                    activeKey={mb.tab}
                    onChange={(k) => mb.changeTab(k as InboxTab)}
                    items={INBOX_TABS.map((k) => ({
                      key: k,
                      label: t('common.tab', {
                        name: t(`mail.tab.${k}`),
                        count: mb.data?.counts[k] ?? 0,
                      }),
                    }))}
                  />
                )}
                <Flex justify="space-between" wrap gap={8} className="orders-toolbar">
                  <Space wrap>
                    <Button
                      danger
                      disabled={selected.length === 0}
                      data-testid="mail-batch-delete"
                      onClick={() => void remove(selected)}
                    >
                      {t('mail.batch.delete', { count: selected.length })}
                    </Button>
                    {box === 'trash' ? (
                      <Button
                        disabled={selected.length === 0}
                        onClick={() =>
                          void mb
                            .operate({ type: 'RestoreMails', ids: selected })
                            .then((ok) => ok && setSelected([]))
                        }
                      >
                        {t('mail.batch.restore', { count: selected.length })}
                      </Button>
                    ) : (
                      <Button
                        disabled={selected.length === 0}
                        data-testid="mail-batch-star"
                        onClick={() =>
                          void mb
                            .operate({ type: 'MarkMails', ids: selected, starred: true })
                            .then((ok) => ok && setSelected([]))
                        }
                      >
                        {t('mail.batch.star', { count: selected.length })}
                      </Button>
                    )}
                  </Space>
                  <Space>
                    <Input.Search
                      allowClear
                      placeholder={t('mail.search')}
                      data-testid="mail-search"
                      onSearch={(v) => mb.query.search(v.trim() ? { keyword: v.trim() } : {})}
                    />
                    <Button icon={<ReloadOutlined />} onClick={mb.reload}>
                      {t('common.refresh')}
                    </Button>
                  </Space>
                </Flex>
                <MailTable
                  box={box}
                  data={mb.data}
                  loading={mb.loading}
                  paging={mb.query.paging}
                  selected={selected}
                  onSelect={setSelected}
                  onPage={mb.query.changePage}
                  onOpen={openMail}
                  onStar={(m) =>
                    void mb.operate({ type: 'MarkMails', ids: [m.id], starred: !m.starred })
                  }
                />
              </>
            )}
          </Card>
        </Col>
      </Row>
      {writing && (
        <ComposeModal
          key={opened}
          userCaseID={userCaseID}
          draft={writing}
          info={mb.info}
          run={mb.send}
          onClose={closeCompose}
        />
      )}
    </div>
  );
}
