/** A mail's subject and body as the student reads them: scripted text in the interface language. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailRow } from '../../../../schemas/mail/api.ts';
import { useLocalText } from '../../shared/format.ts';

export const useMailText = () => {
  const { t } = useTranslation();
  const local = useLocalText();
  const text = useCallback(
    (v: MailRow['subject']) => (typeof v === 'string' ? v : local(v)),
    [local],
  );
  return {
    subject: useCallback(
      (m: MailRow) =>
        m.kind === 'bounce'
          ? t('mail.bounce.subject', { subject: text(m.subject) })
          : text(m.subject),
      [t, text],
    ),
    body: useCallback(
      (m: MailRow) =>
        m.kind === 'bounce'
          ? t('mail.bounce.body', { to: m.failed.join(', '), body: text(m.body) })
          : text(m.body),
      [t, text],
    ),
  };
};
