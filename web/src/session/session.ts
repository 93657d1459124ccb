/**
 * The session of the spec (section 3), kept in sessionStorage under the spec's keys: Token,
 * userInfo, userID, usercaseID, caseID, is_exam ('1' means exam), fromHome ('false' or a JSON
 * object with caseType and caseModule), pointData (tracking points of the page), end_time.
 */
import { create } from 'zustand';
import type { PointItem } from '../../../schemas/api/practice.ts';
import type { LoginData, UserInfo } from '../../../schemas/api/user.ts';
import { browserSessionStorage, type KeyValueStorage } from './storage.ts';

export type FromHome = 'false' | { caseType?: string; caseModule?: string };

export type SessionState = {
  token: string | null;
  userInfo: UserInfo | null;
  userID: string | null;
  usercaseID: string | null;
  caseID: string | null;
  isExam: boolean;
  fromHome: FromHome;
  pointData: PointItem[];
  endTime: string | null;
};

export const SESSION_KEYS = [
  'Token',
  'userInfo',
  'userID',
  'usercaseID',
  'caseID',
  'is_exam',
  'fromHome',
  'pointData',
  'end_time',
] as const;

let storage: KeyValueStorage = browserSessionStorage();

const parse = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const parseFromHome = (text: string | null): FromHome => {
  if (!text || text === 'false') return 'false';
  const v = parse<unknown>(text, null);
  return v && typeof v === 'object' ? (v as FromHome) : 'false';
};

const read = (): SessionState => ({
  token: storage.getItem('Token'),
  userInfo: parse<UserInfo | null>(storage.getItem('userInfo'), null),
  userID: storage.getItem('userID'),
  usercaseID: storage.getItem('usercaseID'),
  caseID: storage.getItem('caseID'),
  isExam: storage.getItem('is_exam') === '1',
  fromHome: parseFromHome(storage.getItem('fromHome')),
  pointData: parse<PointItem[]>(storage.getItem('pointData'), []),
  endTime: storage.getItem('end_time'),
});

const write = (key: (typeof SESSION_KEYS)[number], value: string | null) => {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
};

export const useSession = create<SessionState>()(() => read());

/** Tests swap the storage; the store re-reads it. */
export const setSessionStorage = (s: KeyValueStorage) => {
  storage = s;
  useSession.setState(read(), true);
};

export const signIn = (data: LoginData) => {
  write('Token', data.token);
  write('userInfo', JSON.stringify(data.userInfo));
  write('userID', data.userInfo.userID);
  useSession.setState({ token: data.token, userInfo: data.userInfo, userID: data.userInfo.userID });
};

/** The user changed the temporary password an administrator set: the app opens. */
export const passwordChanged = () => {
  const { userInfo } = useSession.getState();
  if (!userInfo?.mustChangePassword) return;
  const next = { ...userInfo, mustChangePassword: false };
  write('userInfo', JSON.stringify(next));
  useSession.setState({ userInfo: next });
};

/** Entering a case (practice mode: is_exam '0'). */
export const enterCase = (usercaseID: string, caseID: string, fromHome: FromHome) => {
  write('usercaseID', usercaseID);
  write('caseID', caseID);
  write('is_exam', '0');
  write('fromHome', fromHome === 'false' ? 'false' : JSON.stringify(fromHome));
  useSession.setState({ usercaseID, caseID, isExam: false, fromHome });
};

export const setPointData = (pointData: PointItem[]) => {
  write('pointData', JSON.stringify(pointData));
  useSession.setState({ pointData });
};

/** Logout or an expired session: every key goes. */
export const clearSession = () => {
  for (const k of SESSION_KEYS) storage.removeItem(k);
  useSession.setState(read(), true);
};
