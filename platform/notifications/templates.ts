/**
 * The message templates: every outgoing message gets a subject, a plain-text part and (for email) an HTML
 * part built from the same values. Values are always escaped in HTML, so a customer named
 * `<script>` is shown, never run; the plain-text part carries them as they are.
 */

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface RenderInput {
  kind: string;
  subject?: string;
  text: string;
  data?: Record<string, unknown>;
}

export interface RenderedContent {
  subject: string;
  text: string;
  html: string;
}

/** One templated paragraph or call to action; `href` only for links the platform built itself. */
type Block = { p: string } | { code: string; label: string } | { link: string; href: string };

interface Template {
  subject: (data: Record<string, string>) => string;
  blocks: (data: Record<string, string>, text: string) => Block[];
}

const str = (data: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(data ?? {})
      .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
      .map(([key, value]) => [key, String(value)]),
  );

/** The small set of templated kinds; any other kind is sent as its text in the common frame. */
const templates: Readonly<Record<string, Template>> = {
  welcome: {
    subject: () => 'Welcome!',
    blocks: (d, text) => [
      { p: d.name ? `Hello ${d.name}, welcome aboard.` : text },
      { p: `Your account${d.email ? ` ${d.email}` : ''} is ready.` },
    ],
  },
  'password-reset': {
    subject: () => 'Reset your password',
    blocks: (d, text) => [
      { p: 'Someone (hopefully you) asked to reset the password of your account.' },
      ...(d.token ? [{ label: 'Reset token', code: d.token }] : [{ p: text }]),
      ...(d.confirmUrl
        ? [{ p: `Send it with your new password to ${d.confirmUrl} within 30 minutes.` }]
        : []),
      { p: 'The token works once. If you did not ask, ignore this message.' },
    ],
  },
  'order-confirmed': {
    subject: () => 'Your order is confirmed',
    blocks: (d) => [
      {
        p: `Thank you. We received the payment for order ${d.orderId ?? ''} (${d.total ?? ''} ${d.currency ?? ''}).`,
      },
      { p: 'We are preparing it and will tell you when it ships.' },
    ],
  },
  'ticket-reply': {
    subject: (d) => `New reply on your ticket${d.ticketSubject ? `: ${d.ticketSubject}` : ''}`,
    blocks: (d, text) => [
      { p: `Our support team replied${d.ticketId ? ` on ticket ${d.ticketId}` : ''}:` },
      { p: d.reply ?? text },
    ],
  },
  'deletion-scheduled': {
    subject: () => 'Your account will be deleted',
    blocks: (d, text) => [
      {
        p: `Your account is closed and its personal data will be erased on ${(d.dueAt ?? '').slice(0, 10)}.`,
      },
      {
        p: `Changed your mind? Until then, send this cancel token to ${d.cancelUrl ?? 'us'} (or ask our support team).`,
      },
      ...(d.cancelToken ? [{ label: 'Cancel token', code: d.cancelToken }] : [{ p: text }]),
    ],
  },
};

function htmlOf(block: Block): string {
  if ('p' in block) return `<p>${escapeHtml(block.p)}</p>`;
  if ('code' in block)
    return `<p>${escapeHtml(block.label)}: <code style="font-size:16px">${escapeHtml(block.code)}</code></p>`;
  return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.link)}</a></p>`;
}

function textOf(block: Block): string {
  if ('p' in block) return block.p;
  if ('code' in block) return `${block.label}: ${block.code}`;
  return `${block.link}: ${block.href}`;
}

/** Subject, text and HTML of a message; the caller's own subject and text win where a template has none. */
export function render(input: RenderInput): RenderedContent {
  const template = templates[input.kind];
  const data = str(input.data);
  const subject = input.subject ?? template?.subject(data) ?? input.kind;
  const blocks: Block[] = template
    ? template.blocks(data, input.text)
    : input.text.split(/\n{2,}/).map((p) => ({ p }));
  const text = template ? blocks.map(textOf).join('\n\n') : input.text;
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>' +
    escapeHtml(subject) +
    '</title></head><body style="font-family:sans-serif">' +
    blocks.map(htmlOf).join('') +
    '<hr><p style="color:#666;font-size:12px">Commerce Platform</p></body></html>';
  return { subject, text, html };
}

/** The kinds with their own template (the rest use the common frame). */
export const templatedKinds = Object.keys(templates);
