/**
 * Typed calls of /api/Admin (schemas/api/admin.ts): organisation (with a class's staff,
 * classStaff.ts), accounts, import, storage, exchange rates (schemas/api/rates.ts).
 */
import type * as A from '../../../../schemas/api/admin.ts';
import type { SetClassStaffBody } from '../../../../schemas/api/classStaff.ts';
import type { AdminRatesData } from '../../../../schemas/api/rates.ts';
import { api } from '../../api/index.ts';

export const adminApi = {
  org: () => api.post<A.OrgData>('/Admin/Org', {}),
  saveSchool: (body: A.SaveSchoolBody) => api.post<{ id: string }>('/Admin/SaveSchool', body),
  createCollege: (body: A.CreateCollegeBody) =>
    api.post<{ id: string }>('/Admin/CreateCollege', body),
  createMajor: (body: A.CreateMajorBody) => api.post<{ id: string }>('/Admin/CreateMajor', body),
  createClass: (body: A.CreateClassBody) => api.post<{ id: string }>('/Admin/CreateClass', body),
  updateClass: (body: A.UpdateClassBody) => api.post<{ id: string }>('/Admin/UpdateClass', body),
  setClassStaff: (body: SetClassStaffBody) =>
    api.post<{ id: string }>('/Admin/SetClassStaff', body),
  users: (body: A.UsersBody) => api.post<A.UsersData>('/Admin/Users', body),
  createUser: (body: A.CreateUserBody) => api.post<A.PasswordData>('/Admin/CreateUser', body),
  updateUser: (body: A.UpdateUserBody) => api.post<{ id: string }>('/Admin/UpdateUser', body),
  resetPassword: (body: A.ResetPasswordBody) =>
    api.post<A.PasswordData>('/Admin/ResetPassword', body),
  /** Hashing up to 2,000 passwords can take a minute on a small, busy server. */
  storage: () => api.post<A.StorageData>('/Admin/Storage', {}),
  importUsers: (form: FormData) =>
    api.upload<A.ImportUsersData>('/Admin/Import', form, { quiet: true, timeoutMs: 180_000 }),
  rates: () => api.post<AdminRatesData>('/Admin/Rates', {}),
  importRates: (form: FormData) =>
    api.upload<AdminRatesData>('/Admin/ImportRates', form, { quiet: true }),
};
