// The sandbox gateway's stylesheet, served as its own file at /pay/sandbox/assets/sandbox.css.
// Kept as a string module so the esbuild server bundle carries it without a file loader.
export const sandboxStylesheet = `
:root { color-scheme: light; --ink: #1a1f36; --muted: #5e6687; --line: #dde1ea; --brand: #4f46e5;
  --danger: #b42318; --bg: #f4f6fb; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink); line-height: 1.5; }
.gateway-bar { display: flex; align-items: center; gap: .75rem; padding: .75rem 1.25rem;
  background: #fff; border-bottom: 1px solid var(--line); }
.gateway-name { font-weight: 700; letter-spacing: .02em; }
.badge { font-size: .75rem; font-weight: 600; text-transform: uppercase; color: #8a4b00;
  background: #fff4e0; border: 1px solid #f3c98b; border-radius: 999px; padding: .1rem .6rem; }
.test-mode-banner { margin: 0; padding: .6rem 1.25rem; text-align: center; color: #5c3300;
  background: #fff4e0; border-bottom: 1px solid #f3c98b; }
.card { max-width: 34rem; margin: 2rem auto; background: #fff; border: 1px solid var(--line);
  border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 6%); }
h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
h2 { font-size: 1.05rem; margin: 1.5rem 0 .75rem; }
.merchant { margin: 0; color: var(--muted); font-weight: 600; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 0; }
dt { color: var(--muted); }
dd { margin: 0; text-align: right; }
.amount { font-size: 1.25rem; font-weight: 700; }
.field { display: flex; flex-direction: column; gap: .25rem; margin-bottom: .9rem; flex: 1; min-width: 0; }
.row { display: flex; gap: 1rem; }
label { font-weight: 600; font-size: .9rem; }
input { font: inherit; width: 100%; padding: .6rem .75rem; border: 1px solid #b8bfcf; border-radius: .4rem; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
input[aria-invalid="true"] { border-color: var(--danger); }
.error, .alert { color: var(--danger); margin: 0; font-size: .9rem; }
.alert { margin-bottom: 1rem; padding: .6rem .75rem; background: #fef3f2; border-radius: .4rem; }
button, .button { font: inherit; cursor: pointer; border-radius: .4rem; padding: .7rem 1rem;
  border: 1px solid transparent; text-decoration: none; display: inline-block; }
.pay, .button { width: 100%; text-align: center; background: var(--brand); color: #fff; font-weight: 600; }
.secondary { width: 100%; background: #fff; color: var(--ink); border-color: #b8bfcf; }
.link { background: none; border: none; color: var(--brand); text-decoration: underline; padding: 0; }
.cancel { margin-top: 1rem; text-align: center; }
.actions { display: grid; gap: .75rem; }
.test-cards { border-top: 1px solid var(--line); margin-top: 1.5rem; }
.test-cards p { color: var(--muted); font-size: .9rem; margin-top: 0; }
table { width: 100%; border-collapse: collapse; font-size: .9rem; }
th, td { text-align: left; padding: .4rem .25rem; border-bottom: 1px solid var(--line); }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; white-space: nowrap; }
.gateway-footer { text-align: center; color: var(--muted); font-size: .8rem; padding: 0 1rem 2rem; }
@media (max-width: 30rem) { .card { margin: 0; border-radius: 0; } .row { flex-direction: column; gap: 0; } }
`;
