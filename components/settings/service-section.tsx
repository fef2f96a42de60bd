import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { TextField } from '../ui/text-field';
import { ConnectionTest } from './connection-test';
import {
  useSettingFields,
  URL_FIELDS,
  type FieldErrors,
  type FormValues,
  type SectionProps,
} from './form-values';
import { useTranslation } from '../ui/use-i18n';

/**
 * The token and the four service addresses. The token field starts empty: the stored token is
 * never sent to this page; the placeholder says whether one is stored. "One address for all
 * services" shows one field that fills the four; turned off, the four show their values.
 */
export function ServiceSection(
  props: SectionProps & {
    saved: FormValues;
    token: string;
    setToken: (token: string) => void;
    tokenSet: boolean;
    oneAddress: boolean;
    chooseOneAddress: (on: boolean) => void;
    updateOneAddress: (url: string) => void;
    onFieldErrors: (errors: FieldErrors) => void;
  },
) {
  const { values, error, required, locked } = props;
  const { t } = useTranslation();
  // One field for the four addresses cannot stand for some the organisation set and some not.
  const oneAddress = props.oneAddress && !URL_FIELDS.some((key) => locked(key));
  const [showToken, setShowToken] = useState(false);
  const { text } = useSettingFields(props);
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
          locked('token')
            ? 'options.token.placeholderManaged'
            : props.tokenSet
              ? 'options.token.placeholderStored'
              : 'options.token.placeholderEmpty',
        )}
        hint={t('options.token.hint')}
        error={error('token')}
        required={required('token')}
        locked={locked('token')}
        trailing={
          locked('token') ? undefined : (
            <Button
              variant="secondary"
              ariaControls="token"
              onClick={() => setShowToken(!showToken)}
            >
              {t(showToken ? 'options.token.hide' : 'options.token.show')}
            </Button>
          )
        }
      />
      {URL_FIELDS.some((key) => locked(key)) ? null : (
        <CheckboxField
          id="oneAddress"
          label={t('options.oneAddress')}
          checked={props.oneAddress}
          onChange={props.chooseOneAddress}
          hint={t('options.oneAddress.hint')}
        />
      )}
      {oneAddress ? (
        <TextField
          id={ONE_ADDRESS_ID}
          label={t('options.oneAddressUrl')}
          type="url"
          inputMode="url"
          dir="ltr"
          value={values.bridgeUrl}
          onInput={props.updateOneAddress}
          placeholder={t('options.url.placeholder')}
          hint={<PhoneLinkHint base={values.webrtcUrl} />}
          error={URL_FIELDS.map(error).find(Boolean)}
          required={URL_FIELDS.some(required)}
        />
      ) : null}
      {URL_FIELDS.filter(() => !oneAddress).map((key) => (
        <TextField
          key={key}
          {...text(key)}
          type="url"
          inputMode="url"
          dir="ltr"
          placeholder={t('options.url.placeholder')}
          hint={key === 'webrtcUrl' ? <PhoneLinkHint base={values.webrtcUrl} /> : undefined}
        />
      ))}
      <ConnectionTest
        values={values}
        saved={props.saved}
        token={props.token}
        onFieldErrors={props.onFieldErrors}
      />
    </section>
  );
}

/** The id of the one address field, where the summary of errors links for any address. */
export const ONE_ADDRESS_ID = 'oneAddressUrl';

/** The browser-phone link Dialbridge opens, isolated left-to-right inside any language. */
function PhoneLinkHint(props: { base: string }) {
  const { t } = useTranslation();
  const base = props.base.trim().replace(/\/+$/, '') || 'https://…';
  return (
    <>
      {t('options.webrtcUrl.hint')}{' '}
      <bdi dir="ltr" class="db-code">
        {base}/integration.php?phone_number=…
      </bdi>
    </>
  );
}
