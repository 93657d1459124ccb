/** Unit tests: passwordsCsv. */
import { describe, expect, it } from 'vitest';
import { passwordsCsv } from './passwordsFile.ts';

describe('passwordsCsv', () => {
  it('writes a BOM, the header and one CRLF line per account, quoting what needs it', () => {
    expect(
      passwordsCsv(
        [
          { username: 'li.wei', password: 'a,b"c' },
          { username: 'wang', password: 'Kx7pQ2mZ' },
        ],
        ['用户名', '密码'],
      ),
    ).toBe('\uFEFF用户名,密码\r\nli.wei,"a,b""c"\r\nwang,Kx7pQ2mZ\r\n');
  });
});
