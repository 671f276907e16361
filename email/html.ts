import { escapeHtml } from '../lib/text-formats';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * One message in both forms from the same paragraphs: plain text, and simple HTML with every
 * value escaped.
 */
export function composeEmail(subject: string, paragraphs: string[]): EmailContent {
  const text = [...paragraphs, '', '— Hiring Assessments'].join('\n\n').replace(/\n{3,}/g, '\n\n');
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  const html =
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">\n' +
    `<h2>${escapeHtml(subject)}</h2>\n${body}\n` +
    '<p style="color:#666">— Hiring Assessments</p>\n</body></html>\n';
  return { subject, text, html };
}
