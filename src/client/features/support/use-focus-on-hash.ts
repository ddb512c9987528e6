import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * For links like /support#contact: when the URL's hash names this section (on arrival, or when
 * an in-page link changes the hash), scroll it into view and put the cursor in its first empty
 * field, so a person who clicked "contact support" can start typing at once.
 */
export function useFocusOnHash<T extends HTMLElement>(hash: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const focusSection = () => {
      const section = ref.current;
      if (!section || window.location.hash !== `#${hash}`) return;
      section.scrollIntoView({ block: 'start' });
      const fields = Array.from(section.querySelectorAll<Field>('input, select, textarea'));
      const target = fields.find((field) => !field.value) ?? fields[0] ?? section;
      target.focus({ preventScroll: true });
    };
    focusSection();
    window.addEventListener('hashchange', focusSection);
    return () => window.removeEventListener('hashchange', focusSection);
  }, [hash]);
  return ref;
}
