/**
 * A module's API tests on a real database: one harness per file with two students, list and
 * operate calls, and `refusesAll` — every bad request answers its code and key, and the stream
 * version does not move.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { harness, type Harness } from './harness.ts';

type Row = Record<string, unknown>;
type ListData = { list: Row[]; total: number; version: number } & Row;
type Refusal = { body: object; code: number; key: string; t?: string };

export type ModuleApi = {
  h: Harness;
  token: string;
  other: string;
  advance: (ms: number) => Promise<void>;
  list: (path: string, body: object, t?: string) => Promise<ListData>;
  operate: (
    path: string,
    userCaseID: string,
    command: object,
    extra?: object,
    t?: string,
  ) => ReturnType<Harness['post']>;
  refusesAll: (path: string, listPath: string, id: string, cases: Refusal[]) => Promise<void>;
};

export const useModuleApi = (): ModuleApi => {
  const api: ModuleApi = {
    h: undefined as unknown as Harness,
    /** student01's token (the attempt's owner) and student02's (someone else). */
    token: '',
    other: '',
    /** Moves the sim clock on; the sessions idle out over long jumps, so sign in again. */
    advance: async (ms: number) => {
      api.h.clock.now = new Date(api.h.clock.now.getTime() + ms);
      api.token = await api.h.login();
      api.other = await api.h.login('student02');
    },
    list: async (path: string, body: object, t = api.token) => {
      const r = await api.h.post(path, body, t);
      expect(r.statusCode).toBe(200);
      return r.json().data as ListData;
    },
    operate: (
      path: string,
      userCaseID: string,
      command: object,
      extra: object = {},
      t = api.token,
    ) => api.h.post(path, { userCaseID, command, ...extra }, t),
    refusesAll: async (path: string, listPath: string, id: string, cases: Refusal[]) => {
      const before = (await api.list(listPath, { userCaseID: id })).version;
      for (const c of cases) {
        const r = await api.h.post(path, c.body, c.t ?? api.token);
        expect({ body: c.body, code: r.statusCode, key: r.json().message }).toEqual({
          body: c.body,
          code: c.code,
          key: c.key,
        });
      }
      expect((await api.list(listPath, { userCaseID: id })).version).toBe(before);
    },
  };
  beforeAll(async () => {
    api.h = await harness();
    api.token = await api.h.login();
    api.other = await api.h.login('student02');
  });
  afterAll(() => api.h.close());
  return api;
};
