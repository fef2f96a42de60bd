/**
 * The per-site switch and "All sites". The browser shows its permission prompt only during a
 * user gesture, so `permissions.request` is the first call in each change handler; the
 * background is told only after the browser granted access.
 */
import { browser } from '#imports';
import { useEffect, useState } from 'preact/hooks';
import { CheckboxField } from '../ui/checkbox-field';
import { StatusMessage } from '../ui/status-message';
import type { ErrorInfo } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';
import { ALL_SITES_PATTERNS, originPattern } from '../../utils/sites/fields/patterns';
import { ErrorAlert } from '../ui/error-alert';
import { useTranslation } from '../ui/use-i18n';

export function SiteAccess(props: { origin: string; onEnabled: () => void }) {
  const { origin } = props;
  const { t } = useTranslation();
  const [state, setState] = useState<{
    enabled: boolean;
    allSites: boolean;
    managed: boolean;
  } | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    void sendMessage('getSiteAccess', { origin }).then((reply) => {
      if (reply.ok) setState(reply.data);
      else setError(reply.error);
    });
  }, [origin]);

  function afterReply(reply: { ok: true } | { ok: false; error: ErrorInfo }, enabledNow: boolean) {
    if (!reply.ok) return setError(reply.error);
    if (enabledNow) props.onEnabled();
  }

  function onSite(enabled: boolean) {
    setError(null);
    setDenied(false);
    const granted = enabled
      ? browser.permissions.request({ origins: [originPattern(origin)] })
      : Promise.resolve(true);
    void granted.then(async (ok) => {
      if (!ok) return setDenied(true);
      const reply = await sendMessage('setSiteAccess', { origin, enabled });
      if (reply.ok) setState(reply.data);
      afterReply(reply, enabled);
    });
  }

  function onAllSites(enabled: boolean) {
    setError(null);
    setDenied(false);
    const granted = enabled
      ? browser.permissions.request({ origins: [...ALL_SITES_PATTERNS] })
      : Promise.resolve(true);
    void granted.then(async (ok) => {
      if (!ok) return setDenied(true);
      const reply = await sendMessage('setAllSites', { enabled });
      if (reply.ok)
        setState((old) => ({
          enabled: reply.data.allSites || (old?.enabled ?? false),
          allSites: reply.data.allSites,
          managed: old?.managed ?? false,
        }));
      afterReply(reply, enabled);
    });
  }

  return (
    <div class="popup-site-access">
      <h2>{t('popup.page.siteHeading')}</h2>
      {state ? (
        <>
          <CheckboxField
            id="site-enabled"
            label={t('popup.page.enableSite', { origin })}
            checked={state.enabled}
            onChange={onSite}
            // On by the organisation's policy and running: the agent cannot turn it off. On by
            // policy but without the browser's access: the switch is how the agent grants it.
            locked={state.managed && state.enabled ? t('managed.locked') : undefined}
          />
          {state.managed && !state.enabled ? (
            <StatusMessage kind="info">{t('popup.page.managedNoAccess')}</StatusMessage>
          ) : null}
          <CheckboxField
            id="site-all"
            label={t('popup.page.allSites')}
            checked={state.allSites}
            onChange={onAllSites}
          />
        </>
      ) : null}
      {denied ? (
        <StatusMessage kind="error">{t('popup.page.permissionDenied')}</StatusMessage>
      ) : null}
      <ErrorAlert error={error} />
    </div>
  );
}
