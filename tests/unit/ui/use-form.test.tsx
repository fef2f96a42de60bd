// A popup form's state (components/ui/use-form.ts) as the order, dispatch and bridge forms use it:
// what is typed stays, a field's own message waits until the field was used or the form sent,
// the background's message for a field stays until that field is edited, and a form with a
// problem sends nothing and takes the person to the field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { required } from '../../../components/ui/field-checks';
import { useForm } from '../../../components/ui/use-form';
import { useSubmission } from '../../../components/ui/use-submission';
import type { Reply } from '../../../utils/errors';
import { errors } from '../../../utils/i18n/messages/errors';
import { formErrors } from '../../../utils/i18n/messages/form-errors';
import { renderHook, type RenderedHook } from './render-hook';

type Values = { phone: string; amount: string };
const REQUIRED = 'This field is required.';

function useOrderLikeForm() {
  const form = useForm<Values>({ phone: '', amount: '25' }, (values) => ({
    phone: required(values.phone),
    amount: required(values.amount),
  }));
  return { form, submission: useSubmission() };
}

let rendered: RenderedHook<ReturnType<typeof useOrderLikeForm>> | undefined;
afterEach(() => rendered?.unmount());

async function renderForm(uiLanguage = 'en') {
  rendered = await renderHook(useOrderLikeForm, [errors, formErrors], {
    uiLanguage,
    markup: () => (
      <>
        <input id="order-phone" />
        <input id="order-amount" />
      </>
    ),
  });
  return rendered;
}

const refused = (fields: Record<string, string>): Reply<never> => ({
  ok: false,
  error: { code: 'invalid-input', message: 'Check the highlighted fields.', fields },
});

describe('useForm', () => {
  it('shows a field its own problem only once it was typed in or the form was sent', async () => {
    const form = await renderForm();
    expect(form.current.form.errorFor('phone')).toBeUndefined();
    await form.step(() => form.current.form.set('amount', ''));
    expect(form.current.form.errorFor('amount')).toBe(REQUIRED);
    expect(form.current.form.errorFor('phone')).toBeUndefined();
    await form.step(() => form.current.form.submit());
    expect(form.current.form.errorFor('phone')).toBe(REQUIRED);
  });

  it("speaks the page's language", async () => {
    const form = await renderForm('ar');
    await form.step(() => form.current.form.submit());
    expect(form.current.form.errorFor('phone')).toBe('هذا الحقل مطلوب.');
  });

  it('sends nothing while a field has a problem, and takes the focus to that field', async () => {
    const form = await renderForm();
    const phone = form.document.getElementById('order-phone')!;
    const focus = vi.spyOn(phone, 'focus');
    const task = vi.fn(async (): Promise<Reply<string>> => ({ ok: true, data: 'sent' }));
    let answer: string | null = 'not answered';
    await form.step(async () => {
      answer = await form.current.form.sendChecked('order', form.current.submission, task);
    });
    expect(answer).toBeNull();
    expect(task).not.toHaveBeenCalled();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(form.current.form.values).toEqual({ phone: '', amount: '25' });
  });

  it("keeps the background's message for a field until that field is edited", async () => {
    const form = await renderForm();
    await form.step(() => form.current.form.set('phone', '0551234567'));
    await form.step(() =>
      form.current.form.sendChecked('order', form.current.submission, async () =>
        refused({ phone: 'This is not a valid phone number.', amount: 'Too much.' }),
      ),
    );
    expect(form.current.form.errorFor('phone')).toBe('This is not a valid phone number.');
    expect(form.current.form.errorFor('amount')).toBe('Too much.');
    expect(form.current.submission.error?.message).toBe('Check the highlighted fields.');
    expect(form.current.form.values.phone).toBe('0551234567');

    await form.step(() => form.current.form.bind('phone', 'order').onInput('0557654321'));
    expect(form.current.form.errorFor('phone')).toBeUndefined();
    expect(form.current.form.errorFor('amount')).toBe('Too much.');
    expect(form.current.form.values.phone).toBe('0557654321');
  });

  it('answers the data of an accepted request, once, however often it is sent at once', async () => {
    const form = await renderForm();
    await form.step(() => form.current.form.set('phone', '0551234567'));
    let release: () => void = () => {};
    const task = vi.fn(
      () =>
        new Promise<Reply<string>>((done) => {
          release = () => done({ ok: true, data: 'call-1' });
        }),
    );
    const answers: (string | null)[] = [];
    await form.step(async () => {
      const first = form.current.form.sendChecked('order', form.current.submission, task);
      const second = form.current.form.sendChecked('order', form.current.submission, task);
      answers.push(await second);
      release();
      answers.push(await first);
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([null, 'call-1']);
  });

  it('starts over on reset: new values, nothing touched, no message', async () => {
    const form = await renderForm();
    await form.step(() => form.current.form.set('amount', ''));
    await form.step(() => form.current.form.submit());
    await form.step(() => form.current.form.showServerFields({ phone: 'Not this one.' }));
    expect(form.current.form.errorFor('phone')).toBe('Not this one.');
    expect(form.current.form.errorFor('amount')).toBe(REQUIRED);
    await form.step(() => form.current.form.reset({ phone: '', amount: '' }));
    expect(form.current.form.values).toEqual({ phone: '', amount: '' });
    expect(form.current.form.errorFor('phone')).toBeUndefined();
    expect(form.current.form.errorFor('amount')).toBeUndefined();
  });

  it('binds a field by an id prefix or by ids of its own', async () => {
    const form = await renderForm();
    expect(form.current.form.bind('phone', 'order')).toMatchObject({
      id: 'order-phone',
      value: '',
    });
    expect(form.current.form.bind('amount', { phone: 'p', amount: 'bulk-amount' })).toMatchObject({
      id: 'bulk-amount',
      value: '25',
      error: undefined,
    });
  });
});
