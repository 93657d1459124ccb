/**
 * Every upload and import endpoint answers a multipart body it cannot read (no boundary, cut
 * off before its end, a part without headers' end) with 400 import.error.malformedUpload, never
 * 500, and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../testing/harness.ts';

let h: Harness;
let student: string;
let admin: string;
let attempt: string;
beforeAll(async () => {
  h = await harness();
  await h.storage.createUser({
    id: 'id-admin',
    username: 'admin',
    displayName: 'Admin',
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
    classId: null,
    createdAt: h.clock.now.toISOString(),
  });
  student = await h.login();
  admin = await h.login('admin');
  attempt = await h.start(student, 'temu-stock-count');
});
afterAll(() => h.close());

const ENDPOINTS = [
  '/api/PTMail/Upload',
  '/api/PTDispute/Upload',
  '/api/PTClaimant/Upload',
  '/api/PTStorage/Import',
  '/api/PTOrder/Import',
  '/api/Admin/Import',
];

const bodies = () => {
  const field = `--XB\r\nContent-Disposition: form-data; name="userCaseID"\r\n\r\n${attempt}\r\n`;
  const file = `--XB\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nsku,qty\r\nA-1,3\r\n`;
  return {
    'no boundary': { type: 'multipart/form-data', payload: field + file + '--XB--\r\n' },
    'cut off in the file': { type: 'multipart/form-data; boundary=XB', payload: field + file },
    'cut off in a part header': {
      type: 'multipart/form-data; boundary=XB',
      payload: `${field}--XB\r\nContent-Disposition: form-data; name="fi`,
    },
  };
};

describe('malformed multipart', () => {
  for (const url of ENDPOINTS) {
    it(`${url} answers 400 with a message key and stores nothing`, async () => {
      const token = url.startsWith('/api/Admin') ? admin : student;
      const version = await h.storage.streamVersion(attempt);
      const users = await h.storage.countUsers();
      for (const [what, b] of Object.entries(bodies())) {
        const r = await h.app.inject({
          method: 'POST',
          url,
          payload: b.payload,
          headers: { 'content-type': b.type, authorization: `Bearer ${token}` },
        });
        expect({ what, code: r.statusCode, key: r.json().message }).toEqual({
          what,
          code: 400,
          key: 'import.error.malformedUpload',
        });
      }
      expect(await h.storage.streamVersion(attempt)).toBe(version);
      expect(await h.storage.countUsers()).toBe(users);
      expect(await h.storage.uploadTotals('id-student01', attempt)).toMatchObject({
        attempt: { files: 0 },
      });
    });
  }
});
