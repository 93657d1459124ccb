/**
 * A mail's subject and body as the student reads them: a buyer's mail as the buyer wrote it (in
 * their own language), other scripted text in the interface language.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailRow } from '../../../../schemas/mail/api.ts';
import { useBuyerText } from '../../case/useBuyerText.ts';

export const useMailText = () => {
  const { t } = useTranslation();
  const words = useBuyerText();
  const text = useCallback(
    (v: MailRow['subject'], m: MailRow) => words(v, m.kind === 'buyer' ? m.buyer : null),
    [words],
  );
  return {
    subject: useCallback(
      (m: MailRow) =>
        m.kind === 'bounce'
          ? t('mail.bounce.subject', { subject: text(m.subject, m) })
          : text(m.subject, m),
      [t, text],
    ),
    body: useCallback(
      (m: MailRow) =>
        m.kind === 'bounce'
          ? t('mail.bounce.body', { to: m.failed.join(', '), body: text(m.body, m) })
          : text(m.body, m),
      [t, text],
    ),
  };
};
