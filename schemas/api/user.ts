/** API shapes of signing in and the account: login, user info, password change. */
import { Type, type Static } from 'typebox';

const closed = { additionalProperties: false } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const LoginBody = Type.Object(
  {
    userName: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  closed,
);
export const UserInfo = Type.Object({
  userID: Type.String(),
  userName: Type.String(),
  displayName: Type.String(),
  role: Type.Union([Type.Literal('student'), Type.Literal('teacher'), Type.Literal('admin')]),
  /** An administrator set a temporary password: the user changes it before anything else. */
  mustChangePassword: Type.Optional(Type.Boolean()),
});
export const LoginData = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  userInfo: UserInfo,
});

export const ChangePwdBody = Type.Object(
  {
    oldPwd: Type.String({ minLength: 1, maxLength: 128 }),
    newPwd: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  },
  closed,
);
export const EmptyBody = Type.Object({}, closed);

export type LoginBody = Static<typeof LoginBody>;
export type LoginData = Static<typeof LoginData>;
export type UserInfo = Static<typeof UserInfo>;
export type ChangePwdBody = Static<typeof ChangePwdBody>;
