import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { publicEvaluationKey } from '@/features/evaluations/api/public-evaluation';
import EvaluationPage from '@/features/evaluations/pages/public-evaluation-page';
import { evaluationPlaceholders } from '@contract/lib/page-placeholders';
import type { PublicEvaluation } from '@/lib/contract';
import { clearPublicData, setPublicData } from '@/lib/public-data';
import { APP_NAME } from '@/lib/use-document-title';
import { LoginLayout } from './layouts/login-layout';
import { PublicLayout } from './layouts/public-layout';
import { HomePage, homeFormFallback } from './pages/home-page';

/** A page at `path` as the app's first render draws it, signed out and before any answer of the API. */
function render(path: string, language: string, messages: Messages, page: ReactNode): string {
  i18n.loadAndActivate({ locale: language, messages });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Router ssrPath={path}>{page}</Router>
    </I18nProvider>,
  );
}

/**
 * The pages prerendered at build time in each language (scripts/build/prerender.mjs): what the app's first render
 * draws (it loads the page of the address before it, web/app/router.tsx), so a phone paints them before any
 * JavaScript runs and nothing moves when the app takes over. `/`: the layout, the intro and the form's placeholder.
 * `/login`: its frame only, the header with the organisation's name (the worker writes it in) above an empty column
 * the sign-in card then fills: prerendered fields would be emptied by the app's first render, and the card alone
 * would move when its fields came (it is centred on a wide screen).
 */
export const prerenderers: Record<string, (language: string, messages: Messages) => { html: string; title: string }> = {
  home: (language, messages) => ({
    html: render('/', language, messages, <HomePage form={homeFormFallback} />),
    title: `${i18n._(msg`Workshop anfragen`)} · ${APP_NAME}`,
  }),
  login: (language, messages) => ({
    html: render('/login', language, messages, <LoginLayout>{null}</LoginLayout>),
    title: `${i18n._(msg`Anmelden`)} · ${APP_NAME}`,
  }),
  'evaluation/by_audience': (language, messages) => evaluationFrame('by_audience', language, messages),
  'evaluation/after_3_months': (language, messages) => evaluationFrame('after_3_months', language, messages),
};

/**
 * An open evaluation link of `kind`: the layout and the intro the app's first render draws (the questions come a task
 * later), with placeholders for the workshop's title and date (`formatIsoDate` leaves a text that is no ISO date as it
 * is), which the worker replaces with the link's own.
 */
function evaluationFrame(kind: PublicEvaluation['kind'], language: string, messages: Messages) {
  const token = 'prerendered';
  const evaluation = {
    kind,
    open: true,
    language,
    workshop: { title: evaluationPlaceholders.title, date: evaluationPlaceholders.date },
    questionnaire: { language },
  } as PublicEvaluation;
  setPublicData(publicEvaluationKey(token, undefined), evaluation);
  try {
    return {
      html: render(
        `/evaluations/${token}`,
        language,
        messages,
        <PublicLayout>
          <EvaluationPage hash={token} />
        </PublicLayout>,
      ),
      title: `${i18n._(msg`Evaluation`)} · ${APP_NAME}`,
    };
  } finally {
    clearPublicData();
  }
}
