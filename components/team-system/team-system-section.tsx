/**
 * The team system on the options page: where events go and with which secret, where the team's
 * do-not-call list comes from and how often it is read, with its own Save (it is not a call
 * setting), and what the events and the list are doing now. A field the organisation sets is
 * locked; the secret is never shown, only whether one is stored.
 */
import { useEffect, useState } from 'preact/hooks';
import { eventsSecretProblem } from '../../utils/field-rules';
import { EVENTS_SECRET_LENGTH } from '../../utils/limits';
import { sendMessage } from '../../utils/messaging/send';
import type { TeamSystemView } from '../../utils/team-system/view';
import { servicePermissionPatterns, urlProblem } from '../../utils/url-rules';
import { browser } from '#imports';
import { Button } from '../ui/button';
import { ErrorAlert } from '../ui/error-alert';
import { checkWhole, type Check } from '../ui/field-checks';
import { StatusMessage } from '../ui/status-message';
import { TextField } from '../ui/text-field';
import { useForm } from '../ui/use-form';
import { useTranslation } from '../ui/use-i18n';
import { useSubmission } from '../ui/use-submission';
import { EventsStatus, ListStatus } from './team-status';

type Values = {
  eventsUrl: string;
  eventsSecret: string;
  doNotCallUrl: string;
  doNotCallRefreshMinutes: string;
};
/** The page shows the outbox going down while events are sent. */
const REFRESH_MS = 3000;

const urlCheck = (value: string): Check => {
  const problem = value.trim() === '' ? null : urlProblem('team', value);
  return problem ? { key: `urlProblem.${problem}` } : null;
};

export function TeamSystemSection() {
  const [view, setView] = useState<TeamSystemView | null>(null);
  useEffect(() => {
    const load = () =>
      void sendMessage('getTeamSystem', {}).then((reply) => reply.ok && setView(reply.data));
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (!view) return null;
  return <TeamSystemForm view={view} setView={setView} />;
}

function TeamSystemForm(props: { view: TeamSystemView; setView: (view: TeamSystemView) => void }) {
  const { t } = useTranslation();
  const { view, setView } = props;
  const form = useForm<Values>(
    {
      eventsUrl: view.config.eventsUrl,
      eventsSecret: '',
      doNotCallUrl: view.config.doNotCallUrl,
      doNotCallRefreshMinutes: String(view.config.doNotCallRefreshMinutes),
    },
    (values) => ({
      eventsUrl: urlCheck(values.eventsUrl),
      doNotCallUrl: urlCheck(values.doNotCallUrl),
      doNotCallRefreshMinutes: checkWhole(
        values.doNotCallRefreshMinutes,
        'doNotCallRefreshMinutes',
      ),
      eventsSecret: secretCheck(values, view.secretSet),
    }),
  );
  const submission = useSubmission();
  const acting = useSubmission();
  const [saved, setSaved] = useState<string | null>(null);
  const locked = (key: keyof Values) =>
    view.managed.includes(key) ? t('managed.locked') : undefined;

  /** Asks for access to the two addresses first, inside the click (browsers need the gesture). */
  function save(event: Event) {
    event.preventDefault();
    setSaved(null);
    const values = form.values;
    const origins = servicePermissionPatterns({
      ecommerceUrl: '',
      bridgeUrl: '',
      dispatchUrl: '',
      eventsUrl: values.eventsUrl,
      doNotCallUrl: values.doNotCallUrl,
    });
    const granted =
      origins.length > 0
        ? browser.permissions.request({ origins }).catch(() => false)
        : Promise.resolve(true);
    void form
      .sendChecked('team', submission, () =>
        sendMessage('saveTeamSystem', {
          eventsUrl: values.eventsUrl.trim(),
          doNotCallUrl: values.doNotCallUrl.trim(),
          doNotCallRefreshMinutes: values.doNotCallRefreshMinutes.trim(),
          ...(values.eventsSecret.trim() && { eventsSecret: values.eventsSecret.trim() }),
        }),
      )
      .then(async (data) => {
        if (!data) return;
        setView(data);
        form.reset({ eventsSecret: '' });
        setSaved(
          (await granted)
            ? t('team.saved')
            : t('team.savedWithoutAccess', { origins: origins.join(', ') }),
        );
      });
  }

  function act(change: Parameters<typeof sendMessage<'changeTeamOutbox'>>[1]) {
    void acting
      .run(() => sendMessage('changeTeamOutbox', change))
      .then((reply) => {
        if (reply?.ok) setView(reply.data);
      });
  }
  function readNow() {
    void acting
      .run(() => sendMessage('refreshTeamList', {}))
      .then((reply) => {
        if (reply?.ok) setView(reply.data);
      });
  }

  return (
    <section class="db-section" aria-labelledby="section-team">
      <h2 id="section-team">{t('team.heading')}</h2>
      <p class="db-hint">{t('team.intro')}</p>
      <form onSubmit={save} noValidate>
        <TextField
          {...form.bind('eventsUrl', 'team')}
          label={t('team.eventsUrl')}
          hint={t('team.eventsUrl.hint')}
          type="url"
          dir="ltr"
          locked={locked('eventsUrl')}
        />
        <TextField
          {...form.bind('eventsSecret', 'team')}
          label={t('team.eventsSecret')}
          hint={view.secretSet ? t('team.eventsSecret.stored') : t('team.eventsSecret.hint')}
          type="password"
          dir="ltr"
          autoComplete="off"
          locked={locked('eventsSecret')}
        />
        <TextField
          {...form.bind('doNotCallUrl', 'team')}
          label={t('team.doNotCallUrl')}
          hint={t('team.doNotCallUrl.hint')}
          type="url"
          dir="ltr"
          locked={locked('doNotCallUrl')}
        />
        <TextField
          {...form.bind('doNotCallRefreshMinutes', 'team')}
          label={t('team.doNotCallRefreshMinutes')}
          dir="ltr"
          inputMode="numeric"
          locked={locked('doNotCallRefreshMinutes')}
        />
        <div class="db-actions">
          {/* Not a submit button: the page's one submit is "Save settings", as tools expect. */}
          <Button busy={submission.busy} onClick={save}>
            {t('team.save')}
          </Button>
        </div>
      </form>
      <ErrorAlert error={submission.error ?? acting.error} />
      {saved ? <StatusMessage kind="success">{saved}</StatusMessage> : null}
      <EventsStatus view={view} act={act} busy={acting.busy} />
      <ListStatus view={view} readNow={readNow} busy={acting.busy} />
    </section>
  );
}

/** A typed secret of the right length; none typed is fine while one is stored or no address is set. */
function secretCheck(values: Values, stored: boolean): Check {
  const typed = values.eventsSecret.trim();
  const problem = { key: 'fieldError.eventsSecret', params: { ...EVENTS_SECRET_LENGTH } };
  if (typed === '') return values.eventsUrl.trim() && !stored ? problem : null;
  return eventsSecretProblem(typed) === null ? null : problem;
}
