/**
 * Quick settings (spec 5, 7): automatic welcome messages (at most 5), automatic replies (one of
 * those switched on is picked at random), keyword replies (keyword → answer) and quick phrases
 * (at most 50) — each text at most 100 characters, each tab saved on its own.
 */
import { Alert, Button, Drawer, Flex, Switch, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSettingsView } from '../../../../schemas/chat/api.ts';
import {
  AUTO_REPLIES_MAX,
  KEYWORD_REPLIES_MAX,
  QUICK_PHRASES_MAX,
  WELCOME_MAX,
} from '../../../../schemas/chat/domain.ts';
import { SettingList, type SettingRow } from './SettingList.tsx';
import type { Chat } from './useChat.ts';

type Draft = {
  welcomeOn: boolean;
  welcome: SettingRow[];
  autoOn: boolean;
  auto: SettingRow[];
  keywordOn: boolean;
  keywords: SettingRow[];
  phrases: SettingRow[];
};

const draftOf = (s: ChatSettingsView): Draft => ({
  welcomeOn: s.welcome.enabled,
  welcome: s.welcome.messages.map((m) => ({ ...m })),
  autoOn: s.autoReplies.enabled,
  auto: s.autoReplies.replies.map((m) => ({ ...m })),
  keywordOn: s.keywordReplies.enabled,
  keywords: s.keywordReplies.rules.map((r) => ({ keyword: r.keyword, text: r.reply })),
  phrases: s.quickPhrases.map((text) => ({ text })),
});

const switchable = (rows: SettingRow[]) => rows.map((r) => ({ text: r.text, on: r.on ?? false }));

function Section(props: {
  hint: string;
  enabled?: { on: boolean; set: (on: boolean) => void; testId: string };
  children: ReactNode;
  onSave: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon message={props.hint} />
      {props.enabled && (
        <Flex gap={8} align="center">
          <Switch
            checked={props.enabled.on}
            data-testid={props.enabled.testId}
            onChange={props.enabled.set}
          />
          <Typography.Text>{t('chat.settings.enabled')}</Typography.Text>
        </Flex>
      )}
      {props.children}
      <Button type="primary" data-testid={props.testId} onClick={props.onSave}>
        {t('common.save')}
      </Button>
    </Flex>
  );
}

export function QuickSettings({ chat, onClose }: { chat: Chat; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = chat.init?.settings;
  const [draft, setDraft] = useState<Draft | null>(settings ? draftOf(settings) : null);
  if (!draft) return null;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  return (
    <Drawer
      open
      width={640}
      title={t('chat.settings.title')}
      onClose={onClose}
      data-testid="chat-settings"
    >
      <Tabs
        items={[
          {
            key: 'welcome',
            label: t('chat.settings.welcome'),
            children: (
              <Section
                hint={t('chat.settings.welcomeHint', { max: WELCOME_MAX })}
                enabled={{
                  on: draft.welcomeOn,
                  set: (welcomeOn) => set({ welcomeOn }),
                  testId: 'chat-welcome-enabled',
                }}
                testId="chat-welcome-save"
                onSave={() =>
                  void chat.config({
                    type: 'SetWelcomeMessages',
                    enabled: draft.welcomeOn,
                    messages: switchable(draft.welcome),
                  })
                }
              >
                <SettingList
                  rows={draft.welcome}
                  onChange={(welcome) => set({ welcome })}
                  max={WELCOME_MAX}
                  kind="switch"
                  testId="chat-welcome"
                />
              </Section>
            ),
          },
          {
            key: 'auto',
            label: t('chat.settings.auto'),
            children: (
              <Section
                hint={t('chat.settings.autoHint')}
                enabled={{
                  on: draft.autoOn,
                  set: (autoOn) => set({ autoOn }),
                  testId: 'chat-auto-enabled',
                }}
                testId="chat-auto-save"
                onSave={() =>
                  void chat.autoReply({
                    type: 'SetAutoReplies',
                    enabled: draft.autoOn,
                    replies: switchable(draft.auto),
                  })
                }
              >
                <SettingList
                  rows={draft.auto}
                  onChange={(auto) => set({ auto })}
                  max={AUTO_REPLIES_MAX}
                  kind="switch"
                  testId="chat-auto"
                />
              </Section>
            ),
          },
          {
            key: 'keyword',
            label: t('chat.settings.keywords'),
            children: (
              <Section
                hint={t('chat.settings.keywordHint')}
                enabled={{
                  on: draft.keywordOn,
                  set: (keywordOn) => set({ keywordOn }),
                  testId: 'chat-keyword-enabled',
                }}
                testId="chat-keyword-save"
                onSave={() =>
                  void chat.autoReply({
                    type: 'SetKeywordReplies',
                    enabled: draft.keywordOn,
                    rules: draft.keywords.map((r) => ({ keyword: r.keyword ?? '', reply: r.text })),
                  })
                }
              >
                <SettingList
                  rows={draft.keywords}
                  onChange={(keywords) => set({ keywords })}
                  max={KEYWORD_REPLIES_MAX}
                  kind="keyword"
                  testId="chat-keyword"
                />
              </Section>
            ),
          },
          {
            key: 'phrases',
            label: t('chat.settings.phrases'),
            children: (
              <Section
                hint={t('chat.settings.phrasesHint', { max: QUICK_PHRASES_MAX })}
                testId="chat-phrases-save"
                onSave={() =>
                  void chat.quickPhrases({
                    type: 'SetQuickPhrases',
                    phrases: draft.phrases.map((p) => p.text),
                  })
                }
              >
                <SettingList
                  rows={draft.phrases}
                  onChange={(phrases) => set({ phrases })}
                  max={QUICK_PHRASES_MAX}
                  kind="plain"
                  testId="chat-phrase"
                />
              </Section>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
