import type { Role, UiLanguage, UserState } from '../contract/enums';

/** The signed-in user as the session middleware puts it on `c.var.user` and services receive it. */
export interface SessionUser {
  id: number;
  role: Role;
  language: UiLanguage;
  firstname: string;
  lastname: string;
  email: string;
  state: UserState;
  /** The organisation requires two-factor sign-in for the role and the user has not set it up (session only). */
  twoFactorSetupRequired?: boolean;
}

/** Who signs in from where: kept on the session for the list of active sessions. */
export interface SessionClient {
  ip: string;
  userAgent: string | undefined;
}
