/** Mail attachments on a real database: upload limits, sending with files, downloads to the owner only. */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../testing/multipart.ts';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const upload = (id: string, name: string, content: Buffer, t = api.token) => {
  const m = multipart({ userCaseID: id }, { name, content });
  return api.h.app.inject({
    method: 'POST',
    url: '/api/PTMail/Upload',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${t}` },
  });
};

describe('/api/PTMail attachments', () => {
  it('uploads allowed files, sends them with a mail, and serves them to the owner only', async () => {
    const id = await api.h.start(api.token, 'amazon-late-parcel');
    const pdf = await upload(id, '../../etc/box damage.pdf', PDF);
    expect(pdf.statusCode).toBe(200);
    const doc = pdf.json().data;
    expect(doc).toMatchObject({
      name: 'box damage.pdf',
      size: PDF.length,
      type: 'application/pdf',
    });
    const png = (await upload(id, 'label.png', PNG)).json().data;

    const refusedUploads = [
      [await upload(id, 'tool.exe', PDF), 400, 'mail.error.attachmentType'],
      [await upload(id, 'fake.png', PDF), 400, 'mail.error.attachmentType'],
      [
        await upload(id, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)])),
        413,
        'mail.error.attachmentTooLarge',
      ],
      [await upload(id, 'x.pdf', PDF, api.other), 403, 'errors.forbidden'],
    ] as const;
    for (const [r, code, key] of refusedUploads)
      expect({ code: r.statusCode, key: r.json().message }).toEqual({ code, key });

    // The client's facts about a file are replaced by the stored ones.
    const sent = await api.h.post(
      '/api/PTMail/Send',
      {
        userCaseID: id,
        command: {
          type: 'SendMail',
          to: ['anna.schmidt@example.com'],
          store: 'us1',
          subject: 'Photos',
          body: 'Photos of the parcel attached.',
          attachments: [
            { ...doc, name: 'renamed.exe', size: 1 },
            { ...png, type: 'text/html' },
          ],
        },
      },
      api.token,
    );
    expect(sent.statusCode).toBe(200);
    const row = (await api.list('/api/PTMail/List', { userCaseID: id, box: 'sent' })).list[0]!;
    expect(row.attachments).toEqual([doc, png]);

    const one = await api.h.post(
      '/api/PTMail/Attachment',
      { userCaseID: id, id: doc.id },
      api.token,
    );
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain('attachment;');
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.equals(PDF)).toBe(true);

    const all = await api.h.post(
      '/api/PTMail/Attachments',
      { userCaseID: id, mailId: row.id },
      api.token,
    );
    expect(all.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(all.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['box damage.pdf', 'label.png']);
    expect(Buffer.from(files['label.png']!).equals(PNG)).toBe(true);

    const theirs = await api.h.post(
      '/api/PTMail/Attachment',
      { userCaseID: id, id: doc.id },
      api.other,
    );
    expect(theirs.statusCode).toBe(403);
  });

  it('refuses a file of another attempt and writes nothing', async () => {
    const mine = await api.h.start(api.token, 'amazon-late-parcel');
    const other = await api.h.start(api.other, 'amazon-late-parcel');
    const foreign = (await upload(other, 'theirs.pdf', PDF, api.other)).json().data;
    const before = (await api.list('/api/PTMail/List', { userCaseID: mine, box: 'sent' })).version;
    const r = await api.h.post(
      '/api/PTMail/Send',
      {
        userCaseID: mine,
        command: {
          type: 'SendMail',
          to: ['anna.schmidt@example.com'],
          store: 'us1',
          subject: 's',
          body: 'b',
          attachments: [foreign],
        },
      },
      api.token,
    );
    expect({ code: r.statusCode, key: r.json().message }).toEqual({
      code: 422,
      key: 'mail.error.attachmentNotFound',
    });
    expect((await api.list('/api/PTMail/List', { userCaseID: mine, box: 'sent' })).version).toBe(
      before,
    );
    const read = await api.h.post(
      '/api/PTMail/Attachment',
      { userCaseID: mine, id: foreign.id },
      api.token,
    );
    expect(read.statusCode).toBe(404);
  });
});
