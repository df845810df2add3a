import { useState, type FormEvent } from 'react';
import { Button, FormError, TextArea, textLength } from '../../../components/forms';
import { describeError } from '../../../services/api';
import { useT } from '../../../services/i18n';
import { useUpdateOrderMutation } from '../ordersApi';
import { type OrderDetail } from '../orderTypes';
import styles from './OrderDetail.module.css';

/** The API's limit on a note (server/src/orders/orders.ts). */
export const maxNoteLength = 2000;

/** The licensor's private note on an order (PATCH products/orders/{id}/ `{note}`). */
export function OrderNote({ order }: { order: OrderDetail }) {
  const t = useT();
  const [text, setText] = useState(order.note);
  const [saved, setSaved] = useState(false);
  const [savedNote, setSavedNote] = useState(order.note);
  if (order.note !== savedNote) {
    // The order was refreshed (another tab, a status change): follow it unless the user is editing.
    setSavedNote(order.note);
    if (text === savedNote) setText(order.note);
  }
  const [updateOrder, update] = useUpdateOrderMutation();
  // Counted as the API and the TextArea's counter count: code points of the trimmed text (an emoji is one).
  const tooLong = textLength(text) > maxNoteLength;
  const unchanged = text.trim() === order.note.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || unchanged) return;
    setSaved(false);
    const result = await updateOrder({ id: order.id, changes: { note: text.trim() } });
    if (!('error' in result)) setSaved(true);
  };
  const failure = update.isError ? describeError(t, update.error) : null;

  return (
    <form className={styles.note} onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        label={t('orders.detail.note')}
        hint={t('orders.detail.noteHint')}
        value={text}
        maxChars={maxNoteLength}
        rows={3}
        error={tooLong ? t('orders.detail.noteTooLong', { max: maxNoteLength }) : null}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
        }}
      />
      <FormError message={failure?.message} detail={failure?.detail} />
      <div className={styles.noteActions}>
        <Button
          type="submit"
          variant="secondary"
          busy={update.isLoading}
          busyLabel={t('orders.detail.savingNote')}
          disabled={unchanged || tooLong}
        >
          {t('orders.detail.saveNote')}
        </Button>
        <span role="status" className={styles.muted}>
          {saved && unchanged ? t('orders.detail.noteSaved') : null}
        </span>
      </div>
    </form>
  );
}
