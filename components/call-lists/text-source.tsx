/** "Pasted text": any written forms, one or many numbers per line, names beside them. */
import { useField } from '../ui/use-field';
import { FieldMessages } from '../ui/field-messages';
import type { Translate } from '../../utils/i18n';
import { useTranslation } from '../ui/use-i18n';

export function TextSource(props: {
  text: string;
  onText: (text: string) => void;
  /** Lines with no number, from the last attempt to make the list. */
  unread: readonly string[];
}) {
  const { t } = useTranslation();
  const unread = props.unread.length > 0 ? unreadText(t, props.unread) : undefined;
  const field = useField({ id: 'list-text', hint: t('listTextHint'), error: unread });
  return (
    <div class="db-field">
      <label for={field.control.id}>{t('listTextLabel')}</label>
      <textarea
        {...field.control}
        class="db-input list-textarea"
        rows={8}
        value={props.text}
        dir="auto"
        spellcheck={false}
        onInput={(event) => props.onText(event.currentTarget.value)}
      />
      <FieldMessages {...field.messages} />
    </div>
  );
}

/** "2 lines have no number and were left out: “…”, “…”" (the first five, each cut to 60). */
export function unreadText(t: Translate, lines: readonly string[]): string {
  return t('listTextUnread', {
    count: lines.length,
    lines: lines
      .slice(0, 5)
      .map((line) => `“${line.slice(0, 60)}”`)
      .join(', '),
  });
}
