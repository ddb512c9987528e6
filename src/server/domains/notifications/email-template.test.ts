import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-template.js';

describe('renderEmail', () => {
  it("keeps a message's line breaks in the HTML part, and escapes what a person wrote", () => {
    const { html, text } = renderEmail({
      subject: 'New message',
      heading: 'New message about order #AB12',
      paragraphs: ['Thanks for the memo.\n\nTwo questions:\n1. <b>Tone</b>?'],
    });
    expect(html).toContain(
      '<p style="white-space:pre-wrap">Thanks for the memo.\n\nTwo questions:\n1. &#60;b&#62;Tone&#60;/b&#62;?</p>',
    );
    expect(text).toContain('Thanks for the memo.\n\nTwo questions:\n1. <b>Tone</b>?');
  });
});
