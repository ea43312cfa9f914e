import type { UiLanguage } from '../contract/enums';
import type { Env } from './env';

/** The app's origin from `APP_URL`, without a trailing slash. */
export const appOrigin = (env: Pick<Env, 'APP_URL'>): string => env.APP_URL.replace(/\/$/, '');

/**
 * A link into the SPA for a mail or a calendar entry: `<APP_URL>/<language><path>`. The language prefix is a language
 * route of the SPA (web/config/paths.ts): the page opens in the recipient's language, also on a device that has
 * never seen them.
 */
export const appLink = (env: Pick<Env, 'APP_URL'>, language: UiLanguage, path: string): string =>
  `${appOrigin(env)}/${language}${path}`;
