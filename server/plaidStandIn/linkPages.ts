// Plaid Link as the stand-in of Plaid serves it (issue 70): what https://cdn.plaid.com is to a page whose bank link
// runs through Plaid (BANK_LINK_MODE=plaid). The browser tests send cdn.plaid.com to the stand-in, so the portal's own
// page (react-plaid-link, the page's Content-Security-Policy) loads Link exactly as it loads Plaid's:
// - link-initialize.js: `window.Plaid.create(config)` returns Link's handler (open, exit, submit, destroy); open()
//   shows Link in a frame from the script's own origin, and the frame's messages (checked: that frame, that origin)
//   become Link's callbacks (onEvent, onSuccess, onExit); onLoad once the handler is made.
// - link.html: Link's panes in the sandbox, as the local stand-in's dialog has them (StandInDialog.tsx): pick a bank
//   (or, in update mode, sign in again to the same one), sign in with sandbox credentials, select the accounts, and
//   continue, with Link's events (OPEN, SELECT_INSTITUTION, SUBMIT_CREDENTIALS, ERROR, HANDOFF, EXIT). It calls the
//   stand-in's /link/session and /link/sign-in on its own origin.
// Both are plain scripts for the browser: they are served as text and run only in the browser tests and in
// PLAID_ENV=local.

export const LINK_INITIALIZE_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var frameUrl = new URL('link.html', script && script.src ? script.src : location.href);
  window.Plaid = {
    version: 'stand-in',
    create: function (config) {
      var frame = null;
      function close() {
        window.removeEventListener('message', listen);
        if (frame) frame.remove();
        frame = null;
      }
      function listen(event) {
        if (!frame || event.source !== frame.contentWindow || event.origin !== frameUrl.origin) return;
        var data = event.data || {};
        if (data.kind === 'event' && config.onEvent) config.onEvent(data.eventName, data.metadata);
        if (data.kind === 'success') { close(); config.onSuccess(data.publicToken, data.metadata); }
        if (data.kind === 'exit') { close(); if (config.onExit) config.onExit(data.error, data.metadata); }
      }
      setTimeout(function () { if (config.onLoad) config.onLoad(); }, 0);
      return {
        open: function () {
          if (frame) return;
          frame = document.createElement('iframe');
          frame.title = 'Plaid Link';
          frame.src = frameUrl.href + '#' + new URLSearchParams({ token: config.token || '', origin: location.origin });
          frame.setAttribute('style', 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,0.4)');
          window.addEventListener('message', listen);
          document.body.appendChild(frame);
          frame.addEventListener('load', function () { frame && frame.focus(); });
        },
        exit: function (options) {
          var open = frame !== null;
          close();
          if (open && !(options && options.force) && config.onExit) config.onExit(null, { status: 'exited' });
        },
        submit: function () {},
        destroy: close,
      };
    },
  };
})();
`;

export const LINK_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Plaid Link (sandbox)</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #111; background: transparent; }
  main { box-sizing: border-box; max-width: 26rem; margin: 4vh auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  button { font: inherit; min-height: 44px; padding: 0.5rem 1rem; border-radius: 8px; border: 1px solid #111; background: #fff; color: #111; cursor: pointer; }
  button.primary { background: #111; color: #fff; width: 100%; margin-top: 1rem; }
  .banks button { display: block; width: 100%; margin: 0.5rem 0; text-align: left; }
  label { display: block; margin: 0.75rem 0 0.25rem; }
  input[type=text], input[type=password] { box-sizing: border-box; width: 100%; font: inherit; min-height: 44px; padding: 0.5rem; border: 1px solid #555; border-radius: 6px; }
  .close { float: right; }
  .hint { color: #444; font-size: 0.875rem; }
  :focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
  h1:focus { outline: none; }
</style>
</head>
<body>
<main aria-labelledby="title">
  <button type="button" class="close" id="close">Close</button>
  <h1 id="title" tabindex="-1">Loading</h1>
  <div id="pane" aria-live="polite"></div>
</main>
<script>
(function () {
  'use strict';
  var hash = new URLSearchParams(location.hash.slice(1));
  var token = hash.get('token') || '';
  var parentOrigin = hash.get('origin') || '';
  var sessionId = crypto.randomUUID();
  var title = document.getElementById('title');
  var pane = document.getElementById('pane');
  var institution = null;
  var status = 'loading';
  function send(message) { parent.postMessage(message, parentOrigin); }
  function metadata(fields) {
    var base = { account_number_mask: null, error_type: null, error_code: null, error_message: null, exit_status: null,
      institution_id: null, institution_name: null, institution_search_query: null, is_update_mode: null,
      match_reason: null, mfa_type: null, routing_number: null, view_name: null, selection: null,
      timestamp: new Date().toISOString(), link_session_id: sessionId, request_id: crypto.randomUUID().slice(0, 16) };
    return Object.assign(base, fields || {});
  }
  function event(name, fields) { send({ kind: 'event', eventName: name, metadata: metadata(fields) }); }
  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text) node.textContent = text;
    return node;
  }
  function show(name, heading, nodes) {
    status = name;
    title.textContent = heading;
    pane.replaceChildren.apply(pane, nodes);
    title.focus();
  }
  async function post(path, body) {
    var response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    var json = await response.json().catch(function () { return {}; });
    if (!response.ok) throw json.error || { error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR', error_message: 'unexpected answer', display_message: null };
    return json;
  }
  function exit(error) {
    event('EXIT', { exit_status: status, error_code: error ? error.error_code : null, error_type: error ? error.error_type : null });
    send({ kind: 'exit', error: error, metadata: { institution: institution, status: status, link_session_id: sessionId, request_id: crypto.randomUUID().slice(0, 16) } });
  }
  function fail(error, retry) {
    event('ERROR', { error_code: error.error_code, error_type: error.error_type, error_message: error.error_message,
      institution_id: institution ? institution.institution_id : null, institution_name: institution ? institution.name : null });
    var nodes = [el('p', { role: 'alert' }, error.display_message || error.error_message), el('p', { class: 'hint' }, 'Error code: ' + error.error_code)];
    if (retry) { var again = el('button', { type: 'button' }, 'Try again'); again.onclick = retry; nodes.push(again); }
    var leave = el('button', { type: 'button', class: 'primary' }, 'Exit');
    leave.onclick = function () { exit(error); };
    nodes.push(leave);
    show('error', 'Something went wrong', nodes);
  }
  function banks(list) {
    var box = el('div', { class: 'banks' });
    list.forEach(function (bank) {
      var button = el('button', { type: 'button' }, bank.name);
      button.onclick = function () {
        institution = bank;
        event('SELECT_INSTITUTION', { institution_id: bank.institution_id, institution_name: bank.name });
        credentials(false);
      };
      box.appendChild(button);
    });
    show('institutions', 'Select your bank', [box]);
  }
  function credentials(updateMode) {
    var form = el('form', { novalidate: '' });
    var user = el('input', { id: 'username', type: 'text', autocomplete: 'username', required: '' });
    var password = el('input', { id: 'password', type: 'password', autocomplete: 'current-password', required: '' });
    var submit = el('button', { type: 'submit', class: 'primary' }, 'Submit');
    form.append(el('p', {}, 'Sign in to ' + institution.name + '. In the sandbox: user_good / pass_good.'),
      el('label', { for: 'username' }, 'Username'), user, el('label', { for: 'password' }, 'Password'), password, submit);
    form.onsubmit = async function (submitted) {
      submitted.preventDefault();
      event('SUBMIT_CREDENTIALS', { institution_id: institution.institution_id, institution_name: institution.name, is_update_mode: String(updateMode) });
      submit.disabled = true;
      try {
        var success = await post('/link/sign-in', { link_token: token, institution_id: institution.institution_id, username: user.value, password: password.value });
        accounts(success);
      } catch (error) {
        fail(error && error.error_code ? error : { error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR', error_message: 'network error', display_message: null },
          function () { credentials(updateMode); });
      }
    };
    show('credentials', updateMode ? 'Sign in again to ' + institution.name : 'Enter your credentials', [form]);
  }
  function accounts(success) {
    var form = el('form', {});
    var list = el('fieldset', {});
    list.append(el('legend', {}, 'Accounts at ' + success.institution.name));
    success.accounts.forEach(function (account) {
      var box = el('input', { type: 'checkbox', id: 'account-' + account.id, value: account.id, checked: '' });
      var label = el('label', { for: 'account-' + account.id });
      label.append(box, ' ' + account.name + (account.mask ? ' ••••' + account.mask : ''));
      list.append(label);
    });
    form.append(list, el('button', { type: 'submit', class: 'primary' }, 'Continue'));
    form.onsubmit = function (submitted) {
      submitted.preventDefault();
      var chosen = Array.from(form.querySelectorAll('input:checked')).map(function (box) { return box.value; });
      if (chosen.length === 0) return;
      var connected = el('button', { type: 'button', class: 'primary' }, 'Continue');
      connected.onclick = function () {
        event('HANDOFF', { institution_id: success.institution.institution_id, institution_name: success.institution.name });
        send({ kind: 'success', publicToken: success.public_token, metadata: {
          institution: success.institution,
          accounts: success.accounts.filter(function (account) { return chosen.indexOf(account.id) >= 0; })
            .map(function (account) { return Object.assign({}, account, { subtype: account.subtype || '', class_type: null }); }),
          link_session_id: success.link_session_id } });
      };
      show('connected', 'Success', [el('p', {}, 'Your account at ' + success.institution.name + ' is connected.'), connected]);
    };
    show('accounts', 'Select the accounts to share', [form]);
  }
  document.getElementById('close').onclick = function () { exit(null); };
  document.addEventListener('keydown', function (key) { if (key.key === 'Escape') exit(null); });
  event('OPEN', { view_name: 'CONSENT' });
  post('/link/session', { link_token: token }).then(function (session) {
    if (session.updateMode) { institution = session.updateMode.institution; credentials(true); }
    else banks(session.institutions);
  }, function (error) { fail(error && error.error_code ? error : { error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR', error_message: 'network error', display_message: null }, null); });
})();
</script>
</body>
</html>
`;
