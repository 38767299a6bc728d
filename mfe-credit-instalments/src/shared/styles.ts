/**
 * The credit remote's few rules (class prefix `sfc-`), written inline into its fragments and the
 * widget (the CSP allows inline styles, decision 0007). Colours meet WCAG AA on white.
 */
export const CREDIT_STYLES = `
.sfc-page{max-width:48rem;line-height:1.5}
.sfc-form p{margin:.5rem 0}
.sfc-form label{margin:0 .5rem 0 0}
.sfc-form input:not([type=checkbox]),.sfc-form select,.sfc-form textarea{display:block;min-width:12rem;padding:.375rem;font:inherit}
.sfc-form button,.sfc-widget button{font:inherit;padding:.5rem 1rem;border:1px solid #05596a;background:#05596a;color:#fff;border-radius:4px;cursor:pointer}
.sfc-figures{display:grid;gap:.25rem;margin:.5rem 0}
.sfc-figures div{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px solid #d0d0d0}
.sfc-figures dd{margin:0;font-weight:700}
.sfc-notice{padding:.5rem;border-left:4px solid #a33a3a;background:#fff4f4;color:#1a1a1a}
.sfc-legal{font-size:.875rem;color:#4a4a4a}
.sfc-field-error{display:block;margin-top:.25rem;color:#b00020;font-size:.875rem}
.sfc-table{border-collapse:collapse}.sfc-table th,.sfc-table td{padding:.25rem .5rem;text-align:left;border-bottom:1px solid #d0d0d0}
.sfc-widget{min-height:4.5rem;display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center}
.sfc-widget a{color:#05596a}
.sfc-dialog{max-width:32rem;width:90%;border:1px solid #767676;border-radius:6px;padding:1rem}
.sfc-dialog::backdrop{background:rgba(0,0,0,.4)}
`;
