/** Public surface of the auth feature for the app and other features. */
export {
  authStore,
  forgetTemporaryPassword,
  completeTwoFactorLogin,
  handleTwoFactorSetupRequired,
  handleUnauthorized,
  login,
  logout,
  postLoginPath,
  restoreSession,
  setRedirectPath,
  setUser,
  syncAcrossTabs,
  typedTemporaryPassword,
  useAuth,
  useIsSignedIn,
  useUser,
  type AuthState,
} from './auth-store';
export { useCurrentUserSync } from './api/current-user';
