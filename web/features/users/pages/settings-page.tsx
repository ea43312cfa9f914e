import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, RadioGroupField } from '@/components/form/choice-fields';
import { Form } from '@/components/form/form';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { setUser, useUser } from '@/features/auth';
import { getColorScheme, setColorScheme } from '@/lib/color-scheme';
import type { UserSettings } from '@/lib/contract';
import { errorMessage, fetchingError } from '@/lib/error-messages';
import { activateLanguage } from '@/lib/i18n';
import { languageNames, languages, normalizeLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { updateUserSettings, useUserSettings } from '../api/user-settings';
import { notificationsFor, type NotificationKey } from '../notifications';

const savedSuccessfully = msg`Erfolgreich gespeichert`;

function SettingsForm({ settings, onSaved }: { settings: UserSettings; onSaved: (settings: UserSettings) => void }) {
  const { t, i18n } = useLingui();
  const user = useUser();
  // Language and colour scheme show what this browser uses; notifications come from the server.
  const form = useForm<UserSettings>({
    defaultValues: { ...settings, language: normalizeLanguage(i18n.locale), color_scheme: getColorScheme() },
  });

  // The language may change elsewhere meanwhile (drawer dialog): keep the radio in step.
  const locale = normalizeLanguage(i18n.locale);
  useEffect(() => {
    form.resetField('language', { defaultValue: locale });
  }, [form, locale]);

  const notificationLabels: Record<NotificationKey, string> = {
    coachRequests: t`Neue Coach-Anfragen`,
    reminders: t`Erinnerungen`,
    news: t`News`,
    inquiries: t`Neue Workshop-Anfragen`,
    profileChanges: t`Profiländerungen`,
  };
  // Which mails each toggle stops (docs/emails.md, "Notification settings").
  const notificationDescriptions: Record<NotificationKey, string> = {
    coachRequests: t`Wenn Sie für einen Workshop angefragt werden oder eine Anfrage zurückgezogen wird. Die Anfragen sehen Sie auch ohne E-Mail hier in der App.`,
    reminders: t`An unbeantwortete Anfragen, offene Evaluationen und fällige Materialbestellungen.`,
    news: t`Wenn eine neue Mitteilung auf Ihrer Startseite erscheint.`,
    inquiries: t`Wenn über das Formular eine neue Workshop-Anfrage eingeht.`,
    profileChanges: t`Wenn ein freigegebener Coach sein Profil ändert.`,
  };

  const onSubmit = async (values: UserSettings) => {
    try {
      const saved = await updateUserSettings(values);
      onSaved(saved);
      setColorScheme(saved.color_scheme);
      if (saved.language !== i18n.locale) {
        if (user) setUser({ ...user, language: saved.language });
        await activateLanguage(saved.language);
      }
      form.reset({ ...saved });
      toast.success(i18n._(savedSuccessfully));
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Darstellung</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <RadioGroupField<UserSettings>
            name="language"
            legend={t`Sprache`}
            options={languages.map((language) => ({ value: language, label: languageNames[language], lang: language }))}
          />
          <RadioGroupField<UserSettings>
            name="color_scheme"
            legend={t`Farbschema`}
            options={[
              { value: 'light', label: t`Hell` },
              { value: 'dark', label: t`Dunkel` },
              { value: 'system', label: t`Wie System` },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Benachrichtigungen per E-Mail</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notificationsFor(user?.role).map((key) => (
            <CheckboxField<UserSettings>
              key={key}
              name={`notifications.${key}`}
              label={notificationLabels[key]}
              description={notificationDescriptions[key]}
            />
          ))}
        </CardContent>
      </Card>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Speichern</Trans>
        </Button>
      </div>
    </Form>
  );
}

/** /manager/settings: language, colour scheme and notification toggles (GET/PUT users/settings). */
export default function SettingsPage() {
  const { t, i18n } = useLingui();
  const { data, error, isLoading, mutate } = useUserSettings();
  return (
    <div className="max-w-2xl">
      <PageHeader title={t`Einstellungen`} />
      {isLoading ? (
        <LoadingScreen />
      ) : error || !data ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{i18n._(errorMessage(error, fetchingError))}</AlertDescription>
        </Alert>
      ) : (
        <SettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      )}
    </div>
  );
}
