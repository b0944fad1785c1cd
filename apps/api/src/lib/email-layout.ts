import type { BusinessDetails } from '@shop/core/business/business-details';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shop's email frame: its name on top, support contact and address below. */
export function emailLayout(business: BusinessDetails, bodyHtml: string): string {
  const { company, contact } = business;
  const support = contact.customerSupport;
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#23302a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-family:Georgia,'Times New Roman',serif;font-size:22px;color:#2f5d3a">${escapeHtml(company.name)}</td></tr>
<tr><td style="padding:8px 32px 24px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:12px;color:#5f665f;border-top:1px solid #e6ddcf">
Questions? Write to <a href="mailto:${escapeHtml(support.email)}" style="color:#2f5d3a">${escapeHtml(support.email)}</a> or call ${escapeHtml(support.phone)} (${escapeHtml(support.hours)}).<br>
${escapeHtml(company.name)} · ${escapeHtml(business.location.displayAddress)}
</td></tr></table></td></tr></table></body></html>`;
}

export function emailFooterText(business: BusinessDetails): string {
  const support = business.contact.customerSupport;
  return `\n\nQuestions? Write to ${support.email} or call ${support.phone} (${support.hours}).\n${business.company.name} · ${business.location.displayAddress}\n`;
}
