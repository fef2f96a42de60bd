/**
 * Order confirmation call (spec 2.2): every field of the interface, defaults from settings, the
 * service's message on success. A number chosen on a page ("order" action) arrives prefilled.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { NumberField } from '../ui/number-field';
import { StatusMessage } from '../ui/status-message';
import { PhoneField, TextField } from '../ui/text-field';
import { sendMessage } from '../../utils/messaging/send';
import { SendActions } from '../ui/send-actions';
import { checkAmount, checkPhone, checkText, checkWhole, optionalNumber } from '../ui/field-checks';
import { useForm, type NumberFormProps } from '../ui/use-form';
import { useSubmission } from '../ui/use-submission';
import { ITEMS_COUNT, ORDER_TRIES, ORDER_TRY_DELAY_MINUTES, type Bounds } from '../../utils/limits';
import { useTranslation } from '../ui/use-i18n';
import { PopupForm } from '../ui/popup-form';

type OrderField =
  | 'phone'
  | 'orderNumber'
  | 'itemsCount'
  | 'orderCost'
  | 'tries'
  | 'tryDelayMinutes'
  | 'type'
  | 'callFlowId';

export function OrderForm(props: NumberFormProps) {
  const { settings } = props;
  const { t } = useTranslation();
  const form = useForm(
    {
      phone: props.phone,
      orderNumber: '',
      itemsCount: '',
      orderCost: '',
      tries: String(settings.orderTries),
      tryDelayMinutes: String(settings.orderTryDelayMinutes),
      type: '',
      callFlowId: settings.orderFlowId,
    },
    (values) => ({
      phone: checkPhone(values.phone, settings.defaultCountry).error,
      orderNumber: checkText(values.orderNumber, 'orderNumber'),
      itemsCount: checkWhole(values.itemsCount, 'itemsCount', true),
      orderCost: checkAmount(values.orderCost),
      tries: checkWhole(values.tries, 'orderTries', true),
      tryDelayMinutes: checkWhole(values.tryDelayMinutes, 'orderTryDelayMinutes', true),
      type: checkText(values.type, 'type', true),
      callFlowId: checkText(values.callFlowId, 'callFlowId'),
    }),
  );
  const submission = useSubmission();
  const [message, setMessage] = useState<string | null>(null);
  // A number chosen later ("Order call" on This page) replaces the phone; what else was typed
  // stays, and focus goes to the order number, the next thing to fill.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (!props.phone) return;
    form.set('phone', props.phone);
    document.getElementById('order-orderNumber')?.focus();
  }, [props.phone]);
  const v = form.values;

  /** `repeat`: the person chose "Call again" after a duplicate-call refusal. */
  async function send(repeat: boolean) {
    setMessage(null);
    const data = await form.sendChecked('order', submission, () =>
      sendMessage('confirmOrder', {
        phone: v.phone.trim(),
        orderNumber: v.orderNumber.trim(),
        itemsCount: optionalNumber(v.itemsCount),
        orderCost: optionalNumber(v.orderCost),
        tries: optionalNumber(v.tries),
        tryDelayMinutes: optionalNumber(v.tryDelayMinutes),
        type: v.type.trim() || undefined,
        callFlowId: v.callFlowId.trim(),
        ...(repeat && { repeat }),
      }),
    );
    if (data) setMessage(data.message);
  }

  const text = (
    field: OrderField,
    label: string,
    extra: { dir?: 'ltr'; hint?: string; locked?: string } = {},
  ) => <TextField {...form.bind(field, 'order')} label={label} {...extra} />;
  const number = (field: OrderField, label: string, { min, max }: Bounds) => (
    <NumberField {...form.bind(field, 'order')} label={label} min={min} max={max} />
  );
  return (
    <PopupForm id="order" heading={t('popup.order.heading')} onSubmit={form.onSubmit(send)}>
      <PhoneField
        {...form.bind('phone', 'order')}
        label={t('popup.order.phone')}
        locked={props.settings.clickOnly ? t('popup.clickOnly') : undefined}
      />
      {text('orderNumber', t('popup.order.orderNumber'), { dir: 'ltr' })}
      <div class="popup-pair">
        {number('itemsCount', t('popup.order.itemsCount'), ITEMS_COUNT)}
        {/* The cost takes decimals (NumberField steps by whole numbers): a text field. */}
        {text('orderCost', t('popup.order.orderCost'), {
          dir: 'ltr',
          hint: t('popup.order.orderCostHint'),
        })}
      </div>
      <div class="popup-pair">
        {number('tries', t('popup.order.tries'), ORDER_TRIES)}
        {number('tryDelayMinutes', t('popup.order.tryDelay'), ORDER_TRY_DELAY_MINUTES)}
      </div>
      <div class="popup-pair">
        {text('type', t('popup.order.type'), { dir: 'ltr', hint: t('popup.order.typeHint') })}
        {text('callFlowId', t('popup.order.callFlow'), {
          dir: 'ltr',
          locked: props.settings.managed.includes('orderFlowId') ? t('managed.locked') : undefined,
        })}
      </div>
      <SendActions
        submission={submission}
        submitLabel={t('popup.order.submit')}
        busyLabel={t('popup.order.sending')}
        send={send}
      />
      {message !== null ? (
        <StatusMessage kind="success">
          <p data-testid="order-message">{message}</p>
        </StatusMessage>
      ) : null}
    </PopupForm>
  );
}
