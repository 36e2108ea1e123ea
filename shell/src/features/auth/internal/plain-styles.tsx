// The sign-in page's look without antd: the page that loads first must not download the antd singleton
// (~420 KB gzip), so these few rules reproduce the portal theme's card, fields, buttons and alert.
// Colours are the portal theme's (shared-ui/src/theme.ts), which pass WCAG AA contrast. Below antd's `sm` (a phone)
// the page and card margins shrink so that a 360 px screen keeps the fields wide enough to type in.
const PRIMARY = '#1d4ed8';
const PRIMARY_HOVER = '#1e40af';
const ERROR = '#cf1322';
const FONT = "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const CSS = `
.wp-page{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box;background:#f5f7fb;font-family:${FONT};font-size:14px;line-height:1.5715;color:rgba(0,0,0,.88)}
.wp-page *,.wp-page *::before,.wp-page *::after{box-sizing:border-box}
.wp-card{width:100%;max-width:420px;background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:32px}
.wp-brand{display:flex;align-items:center;gap:10px;margin-bottom:24px;font-size:18px;font-weight:600}
.wp-title{font-size:24px;font-weight:600;line-height:1.35;margin:0 0 .5em}
.wp-subtitle{color:#666;margin:0 0 1em}
.wp-field{margin-bottom:24px}
.wp-label{display:inline-block;padding-bottom:8px}
.wp-required::before{content:'*';color:${ERROR};margin-inline-end:4px;font-family:SimSun,sans-serif}
.wp-control{display:flex;align-items:center;width:100%;border:1px solid #d9d9d9;border-radius:6px;background:#fff;transition:border-color .2s}
.wp-control:hover{border-color:${PRIMARY_HOVER}}
.wp-control:focus-within{border-color:${PRIMARY};box-shadow:0 0 0 2px rgba(29,78,216,.15)}
.wp-invalid,.wp-invalid:hover,.wp-invalid:focus-within{border-color:${ERROR}}
.wp-input{flex:1;min-width:0;border:0;outline:0;background:transparent;padding:4px 11px;font:inherit;color:inherit;height:30px}
.wp-input::placeholder{color:#707070}
.wp-toggle{border:0;background:transparent;padding:0 11px;height:30px;cursor:pointer;color:#666;display:flex;align-items:center}
.wp-toggle:focus-visible,.wp-button:focus-visible,.wp-page a:focus-visible{outline:2px solid ${PRIMARY};outline-offset:1px}
.wp-error{color:${ERROR};margin-top:4px}
.wp-page a{color:${PRIMARY};text-decoration:none}
.wp-page a:hover{color:${PRIMARY_HOVER}}
.wp-button{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;height:40px;padding:0 15px;font:inherit;font-size:16px;border-radius:8px;border:1px solid #d9d9d9;background:#fff;color:rgba(0,0,0,.88);cursor:pointer}
.wp-button:hover{border-color:${PRIMARY_HOVER};color:${PRIMARY_HOVER}}
.wp-button:disabled{cursor:not-allowed;border-color:#d9d9d9;background:rgba(0,0,0,.04);color:rgba(0,0,0,.45)}
.wp-primary{background:${PRIMARY};border-color:${PRIMARY};color:#fff}
.wp-primary:hover{background:${PRIMARY_HOVER};border-color:${PRIMARY_HOVER};color:#fff}
.wp-alert{display:flex;gap:8px;align-items:flex-start;padding:8px 12px;margin-bottom:16px;border:1px solid #ffccc7;border-radius:8px;background:#fff2f0}
.wp-divider{display:flex;align-items:center;gap:16px;margin:16px 0;font-weight:500}
.wp-divider::before,.wp-divider::after{content:'';flex:1;border-top:1px solid rgba(5,5,5,.06)}
.wp-spinner{min-height:100vh;display:flex;align-items:center;justify-content:center}
.wp-spinner::after{content:'';width:32px;height:32px;border-radius:50%;border:3px solid rgba(29,78,216,.2);border-top-color:${PRIMARY};animation:wp-spin 1s linear infinite}
@keyframes wp-spin{to{transform:rotate(360deg)}}
@media (max-width:575px){.wp-page{padding:12px}.wp-card{padding:24px 20px}}
`;

/** The rules above, rendered once by each plain page (React hoists and de-duplicates by href). */
export function PlainStyles() {
  return (
    <style href="portal-plain-styles" precedence="default">
      {CSS}
    </style>
  );
}

export const ERROR_COLOR = ERROR;
export const PRIMARY_COLOR = PRIMARY;
