import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'preact-render-to-string';
import { Router } from 'wouter';
import { APP_NAME } from '@/lib/use-document-title';
import { HomePage, homeFormFallback } from './pages/home-page';

/**
 * `/` as HTML, rendered at build time in each language (scripts/build/prerender.mjs): the layout, the intro and the
 * form's placeholder, exactly as the app's first render draws them, so a phone paints them before any JavaScript
 * runs and nothing moves when the app takes over.
 */
export function renderHome(language: string, messages: Messages): { html: string; title: string } {
  i18n.loadAndActivate({ locale: language, messages });
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/">
        <HomePage form={homeFormFallback} />
      </Router>
    </I18nProvider>,
  );
  return { html, title: `${i18n._(msg`Workshop anfragen`)} · ${APP_NAME}` };
}
