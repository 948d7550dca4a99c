/** Escapes text for HTML e-mail bodies. */
export function escapeHtml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The one call-to-action button of an e-mail (a link styled to work in every mail client). */
export function emailButton(url: string, label: string) {
  return `<p style="margin:28px 0"><a href="${escapeHtml(url)}" style="background:#0f6b63;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/**
 * Wraps an e-mail body (already-escaped HTML) in the academy's simple, widely
 * supported layout: one centred column, inline styles, a footer with contact.
 */
export function emailLayout(options: {
  academyName: string;
  contactEmail: string;
  title: string;
  bodyHtml: string;
  footerHtml?: string;
}) {
  const { academyName, contactEmail, title, bodyHtml, footerHtml } = options;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4efe8;font-family:Arial,Helvetica,sans-serif;color:#1c2434">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4efe8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f6b63;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escapeHtml(academyName)}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e6ded3;font-size:13px;color:#5b6472">
Questions? Write to <a href="mailto:${escapeHtml(contactEmail)}" style="color:#0f6b63">${escapeHtml(contactEmail)}</a>.
${footerHtml ?? ""}
</td></tr></table></td></tr></table></body></html>`;
}

/** An e-mail's subject, plain text and HTML, the body set in the academy's layout. */
export function composeEmail(
  site: { academyName: string; contactEmail: string },
  parts: { subject: string; text: string; bodyHtml: string; footerHtml?: string },
) {
  const { subject, text, bodyHtml, footerHtml } = parts;
  const { academyName, contactEmail } = site;
  return {
    subject,
    text,
    html: emailLayout({ academyName, contactEmail, title: subject, bodyHtml, footerHtml }),
  };
}
