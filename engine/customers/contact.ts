/**
 * A customer's contact is a phone number (7 to 15 digits, with +, spaces, dashes, dots or
 * brackets) or an e-mail address; empty means none. No imports, so the form can use the rule.
 */
const PHONE = /^\+?[\d\s().-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isContact = (text: string): boolean => {
  const v = text.trim();
  if (v === '') return true;
  if (EMAIL.test(v)) return true;
  if (!PHONE.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};
