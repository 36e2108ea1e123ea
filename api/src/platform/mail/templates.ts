import type { MailMessage } from './mailer.js';

const BRAND = 'Workforce Portal';
const BRAND_COLOR = '#1d4ed8';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Content = { to: string; subject: string; greeting: string; paragraphs: string[]; action: { label: string; url: string }; footnote: string };

/** One branded layout for every message, as plain text and as HTML. */
function render(content: Content): MailMessage {
  const text = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, '']), `${content.action.label}: ${content.action.url}`, '', content.footnote, '', `— ${BRAND}`].join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;background:#f5f7fb;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:600;color:${BRAND_COLOR};padding-bottom:24px">${BRAND}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="padding:16px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND_COLOR};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, paste this address into your browser:<br>${escapeHtml(content.action.url)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(content.footnote)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}

function describeDuration(seconds: number): string {
  if (seconds % 86400 === 0) return `${seconds / 86400} day${seconds === 86400 ? '' : 's'}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  return `${Math.round(seconds / 60)} minutes`;
}

export function passwordResetMessage(options: { to: string; firstName: string; link: string; validForSeconds: number }): MailMessage {
  return render({
    to: options.to,
    subject: `Reset your ${BRAND} password`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: [`Someone asked to reset the password of your ${BRAND} account. Choose a new password with the link below.`],
    action: { label: 'Set a new password', url: options.link },
    footnote: `The link works once and expires in ${describeDuration(options.validForSeconds)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
}

export function welcomeMessage(options: { to: string; firstName: string; link: string; validForSeconds: number }): MailMessage {
  return render({
    to: options.to,
    subject: `Welcome to ${BRAND}`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: [`An account has been created for you on ${BRAND}. Choose your password with the link below, then sign in with your work e-mail.`],
    action: { label: 'Choose your password', url: options.link },
    footnote: `The link works once and expires in ${describeDuration(options.validForSeconds)}.`,
  });
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date written YYYY-MM-DD as "17 November 2025". */
const describeDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

const describeHours = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

/** A reminder to log the hours of a week that has ended (issue 20). */
export function timesheetReminderMessage(options: { to: string; firstName: string; weekStart: string; expected: number; logged: number; link: string }): MailMessage {
  const week = describeDate(options.weekStart);
  return render({
    to: options.to,
    subject: `Please log your hours for the week of ${week}`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: [
      `Please log your hours for the week of ${week}.`,
      `Expected: ${describeHours(options.expected)} (your contracted hours, after public holidays and time off). Logged: ${describeHours(options.logged)}.`,
    ],
    action: { label: 'Open My Timesheet', url: options.link },
    footnote: 'Submitted and approved hours count as logged; rejected ones need logging again.',
  });
}

/** A leave request's news (issue 38): to the person or to whoever decides, with a link to where it is seen. */
export function leaveMessage(options: { to: string; name: string; subject: string; lines: string[]; link: string }): MailMessage {
  return render({
    to: options.to,
    subject: options.subject,
    greeting: `Hello ${options.name},`,
    paragraphs: options.lines,
    action: { label: 'Open the portal', url: options.link },
    footnote: 'Approved leave becomes time off: it counts in capacity, utilisation and missing timesheets.',
  });
}
