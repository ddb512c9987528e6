import { useState } from 'react';
import type { ClipboardEvent } from 'react';

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
