import { STORE_NAME } from '@store/contract/constants';

export const BRAND_COLOUR = '#6d28d9';

/** A piece of an e-mail's body, in reading order. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** A one-time code or similar: large, spaced, easy to copy. */
  | { kind: 'code'; text: string }
  /** Smaller, greyed text (e.g. "if this was not you"). */
  | { kind: 'note'; text: string }
  /** A line item: what, how much, and an optional link (e.g. a download). */
  | { kind: 'item'; text: string; amount: string; href?: string; linkText?: string };

export interface EmailContent {
  /** Shown as the heading and as the page title. */
  heading: string;
  /** The inbox preview line; defaults to the first paragraph. */
  preview?: string;
  blocks: EmailBlock[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * The store's e-mail layout: a branded HTML part with inline styles only (mail clients drop
 * <style> and classes) and the same words as plain text. Every piece of text is escaped, so a
 * name such as `<b>Asha</b>` arrives as written, never as markup.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const preview = content.preview ?? content.blocks.find((b) => b.kind === 'paragraph')?.text ?? '';
  const body = content.blocks.map(renderBlock).join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f7;${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND_COLOUR};padding:20px 32px;color:#ffffff;font-size:20px;font-weight:700;${FONT}">${escapeHtml(STORE_NAME)}</td></tr>
<tr><td style="padding:32px;color:#1f2937;font-size:16px;line-height:24px;${FONT}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#111827">${escapeHtml(content.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 32px;background:#faf5ff;color:#6b7280;font-size:12px;line-height:18px;${FONT}">${escapeHtml(STORE_NAME)} · This is an automatic message; replies are not read.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    content.heading,
    '',
    ...content.blocks.flatMap((b) => [...blockText(b), '']),
    `— ${STORE_NAME}`,
    '',
  ].join('\n');
  return { html, text };
}

function blockText(block: EmailBlock): string[] {
  if (block.kind !== 'item') return [block.text];
  return [
    `${block.text} — ${block.amount}`,
    ...(block.href ? [`${block.linkText ?? 'Link'}: ${block.href}`] : []),
  ];
}

function renderBlock(block: EmailBlock): string {
  const text = escapeHtml(block.text);
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${text}</p>`;
    case 'code':
      return `<p style="margin:8px 0 24px;text-align:center"><span style="display:inline-block;padding:12px 24px;border:2px solid ${BRAND_COLOUR};border-radius:8px;font-size:32px;font-weight:700;letter-spacing:8px;color:${BRAND_COLOUR};font-family:'Courier New',Courier,monospace">${text}</span></p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#6b7280">${text}</p>`;
    case 'item': {
      const link = block.href
        ? `<br><a href="${escapeHtml(block.href)}" style="color:${BRAND_COLOUR};font-weight:600">${escapeHtml(block.linkText ?? 'Link')}</a>`
        : '';
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px;border-bottom:1px solid #e5e7eb"><tr><td style="padding:0 0 12px">${text}${link}</td><td align="right" valign="top" style="padding:0 0 12px;font-weight:700;white-space:nowrap">${escapeHtml(block.amount)}</td></tr></table>`;
    }
  }
}
