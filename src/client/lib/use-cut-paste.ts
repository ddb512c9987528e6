import { useState } from 'react';
import type { ClipboardEvent } from 'react';
import { MAX_STATEMENT_CHARS } from '#shared/domain/text-limits.js';

/**
 * Whether the last paste into a field ran past its maxLength: the browser then keeps the start
 * and drops the rest without a word, and the person may send half a statement unawares.
 */
export function useCutPaste(maxLength: number) {
  const [cut, setCut] = useState(false);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const kept = field.value.length - (field.selectionEnd - field.selectionStart);
    setCut(kept + event.clipboardData.getData('text').length > maxLength);
  };
  return { cut, onPaste };
}

/** What to say when a statement or a revised draft was pasted past its limit. */
export const STATEMENT_CUT_MESSAGE = `The text you pasted is longer than ${MAX_STATEMENT_CHARS.toLocaleString('en-US')} characters, so its end was cut off. Shorten it to fit, then paste it again.`;
