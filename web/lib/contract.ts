/**
 * The API contract shared with the worker: types and the error/validation codes.
 * Imported from the worker's files, never copied, so the SPA and the server cannot drift.
 * Only type imports and plain constants here (no zod at run time): this module is part of the start-up bundle.
 * The zod schemas for forms live in ./schemas.ts, which only the (lazy) form pages import.
 */
export { errorCodes, validationKeys, type ErrorCode, type ValidationKey } from '../../worker/lib/codes';
export { uiLanguages, roles, userStates } from '../../worker/db/schema/enums';
export type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LanguageBody,
  LoginBody,
  LoginResult,
  PasswordResetBody,
  PasswordTokenInfo,
  User,
} from '../../worker/features/auth/auth.schemas';
export type { ManagerBasedata, PublicBasedata } from '../../worker/features/basedata/basedata.schemas';
export type { UserSettings, UserSettingsUpdate } from '../../worker/features/users/users.schemas';
import type { User } from '../../worker/features/auth/auth.schemas';

export type Role = User['role'];
export type UserState = User['state'];
export type UiLanguage = User['language'];
