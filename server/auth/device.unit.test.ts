/** Device tokens: signed for one account, refused when altered, expired or another account's. */
import { describe, expect, it } from 'vitest';
import { DeviceTokens, deviceSecretFromEnv } from './device.ts';

const DAY = 24 * 3600_000;
const devices = new DeviceTokens('a-secret-that-is-long-enough-to-sign-with', 30 * DAY);

describe('device tokens', () => {
  it('verify for their account until they expire, with a key that is not the token', () => {
    const token = devices.issue('id-student01', 1000);
    const key = devices.verify(token, 'id-student01', 1000 + 29 * DAY);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain(token);
    expect(devices.verify(token, 'id-student01', 1000 + 30 * DAY)).toBeNull();
    expect(devices.verify(token, 'id-student02', 2000)).toBeNull();
    // Two sign-ins, two devices.
    expect(devices.verify(devices.issue('id-student01', 1000), 'id-student01', 2000)).not.toBe(key);
  });

  it('refuse altered tokens, another secret’s and garbage', () => {
    const token = devices.issue('id-student01', 1000);
    const parts = token.split('.');
    const forged = [
      parts[0],
      Buffer.from('id-teacher01').toString('base64url'),
      ...parts.slice(2),
    ].join('.');
    expect(devices.verify(forged, 'id-teacher01', 2000)).toBeNull();
    const later = [...parts.slice(0, 2), (1000 + DAY).toString(36), ...parts.slice(3)].join('.');
    expect(devices.verify(later, 'id-student01', 2 * DAY)).toBeNull();
    const other = new DeviceTokens('another-secret-that-is-long-enough-to-sign');
    expect(other.verify(token, 'id-student01', 2000)).toBeNull();
    for (const junk of ['', 'v1', 'v1.a.b.c.d', `${token}x`, 'x'.repeat(1000)])
      expect(devices.verify(junk, 'id-student01', 2000)).toBeNull();
  });

  it('name one cookie per account, the same for every token', () => {
    expect(devices.cookieName('id-a')).toMatch(/^cbsim_device_[A-Za-z0-9_-]{16}$/);
    expect(devices.cookieName('id-a')).toBe(devices.cookieName('id-a'));
    expect(devices.cookieName('id-a')).not.toBe(devices.cookieName('id-b'));
  });

  it('take CBSIM_DEVICE_SECRET only when long enough', () => {
    expect(deviceSecretFromEnv({})).toBeUndefined();
    expect(() => deviceSecretFromEnv({ CBSIM_DEVICE_SECRET: 'short' })).toThrow(/32/);
    expect(deviceSecretFromEnv({ CBSIM_DEVICE_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });
});
