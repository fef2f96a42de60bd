import { useState } from 'preact/hooks';
import type { Translate } from '../../utils/i18n';
import { Button } from '../button';
import { fieldErrorText } from '../error-text';
import { TextField } from '../text-field';
import { ConnectionTest } from './connection-test';
import type { FieldErrors, FormValues, SectionProps } from './form-values';

const URL_FIELDS = ['ecommerceUrl', 'bridgeUrl', 'dispatchUrl', 'webrtcUrl'] as const;

/**
 * The token and the four service addresses. The token field starts empty: the stored token is
 * never sent to this page; the placeholder says whether one is stored.
 */
export function ServiceSection(
  props: SectionProps & {
    saved: FormValues;
    token: string;
    setToken: (token: string) => void;
    tokenSet: boolean;
    setErrors: (errors: FieldErrors) => void;
  },
) {
  const { t, language, values, errors } = props;
  const [showToken, setShowToken] = useState(false);
  const error = (key: keyof FieldErrors) => {
    const message = errors[key];
    return message ? fieldErrorText(t, language, key, message) : undefined;
  };
  return (
    <section class="db-section" aria-labelledby="section-service">
      <h2 id="section-service">{t('options.section.service')}</h2>
      <TextField
        id="token"
        label={t('options.token')}
        type={showToken ? 'text' : 'password'}
        dir="ltr"
        value={props.token}
        onInput={props.setToken}
        autoComplete="off"
        placeholder={t(
          props.tokenSet ? 'options.token.placeholderStored' : 'options.token.placeholderEmpty',
        )}
        hint={t('options.token.hint')}
        error={error('token')}
        trailing={
          <Button variant="secondary" ariaControls="token" onClick={() => setShowToken(!showToken)}>
            {t(showToken ? 'options.token.hide' : 'options.token.show')}
          </Button>
        }
      />
      {URL_FIELDS.map((key) => (
        <TextField
          key={key}
          id={key}
          label={t(`options.${key}`)}
          type="url"
          inputMode="url"
          dir="ltr"
          value={values[key]}
          onInput={(value) => props.update(key, value)}
          placeholder={t('options.url.placeholder')}
          hint={key === 'webrtcUrl' ? <PhoneLinkHint t={t} base={values.webrtcUrl} /> : undefined}
          error={error(key)}
        />
      ))}
      <ConnectionTest
        t={t}
        language={language}
        values={values}
        saved={props.saved}
        token={props.token}
        onFieldErrors={(fields) => props.setErrors({ ...errors, ...fields })}
      />
    </section>
  );
}

/** The browser-phone link Dialbridge opens, isolated left-to-right inside any language. */
function PhoneLinkHint(props: { t: Translate; base: string }) {
  const base = props.base.trim().replace(/\/+$/, '') || 'https://…';
  return (
    <>
      {props.t('options.webrtcUrl.hint')}{' '}
      <bdi dir="ltr" class="db-code">
        {base}/integration.php?phone_number=…
      </bdi>
    </>
  );
}
