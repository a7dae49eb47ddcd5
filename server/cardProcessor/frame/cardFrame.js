// The processor's card frame. It talks to one window only: the page that embeds it, whose origin is in the frame's
// own address (and which the processor let embed it). The portal asks for a token with { type: 'tokenize' }; the
// frame sends the card to its own origin and answers with the token and the card's last four digits, network and
// expiry, or with 'invalid' after showing what is wrong, or with 'failed'. Nothing of the card is ever posted out.
(function () {
  /* global window, document, URLSearchParams, ResizeObserver */
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var parentOrigin = params.get('origin');
  var form = document.getElementById('card');
  var fields = ['nameOnCard', 'number', 'expiry', 'cvv', 'zipCode'];
  var busy = false;

  // The embedding page's look: its accent colour and corner radius, when given in a form that cannot be anything else.
  var accent = params.get('accent');
  var radius = params.get('radius');
  if (accent && /^#[0-9a-fA-F]{3,8}$/.test(accent)) document.documentElement.style.setProperty('--accent', accent);
  if (radius && /^\d{1,2}px$/.test(radius)) document.documentElement.style.setProperty('--radius', radius);

  function send(message) {
    message.source = 'card-frame';
    window.parent.postMessage(message, parentOrigin);
  }

  function input(name) {
    return document.getElementById(name);
  }

  function showErrors(errors) {
    var first = null;
    fields.forEach(function (name) {
      var message = errors[name] || '';
      input(name).setAttribute('aria-invalid', message ? 'true' : 'false');
      document.getElementById(name + '-error').textContent = message;
      if (message && !first) first = input(name);
    });
    if (first) first.focus();
  }

  function values() {
    var card = {};
    fields.forEach(function (name) {
      card[name] = input(name).value;
    });
    return card;
  }

  function tokenize(requestId) {
    if (busy) return;
    busy = true;
    fetch('/v1/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The messages at each field come back in the frame's language.
      body: JSON.stringify(Object.assign(values(), { language: document.documentElement.lang })),
      credentials: 'omit',
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (response.status === 201) {
            showErrors({});
            send({
              type: 'tokenized',
              requestId: requestId,
              token: body.token,
              last4: body.last4,
              network: body.network,
              expiry: body.expiry,
            });
          } else if (response.status === 400 && body.errors) {
            showErrors(body.errors);
            send({ type: 'invalid', requestId: requestId });
          } else {
            send({ type: 'failed', requestId: requestId });
          }
        });
      })
      .catch(function () {
        send({ type: 'failed', requestId: requestId });
      })
      .then(function () {
        busy = false;
      });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== 'tokenize' || typeof data.requestId !== 'string') return;
    tokenize(data.requestId);
  });

  // Enter in a field sends the portal's form, as it would in a field of the page itself.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  form.addEventListener('keydown', function (event) {
    if (event.key === 'Enter') {
      event.preventDefault();
      send({ type: 'submit' });
    }
  });
  // A change clears that field's error; the page is told so it can renew what depends on the card.
  fields.forEach(function (name) {
    input(name).addEventListener('input', function () {
      input(name).setAttribute('aria-invalid', 'false');
      document.getElementById(name + '-error').textContent = '';
      send({ type: 'changed' });
    });
  });

  function resize() {
    send({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(document.documentElement);
  send({ type: 'ready' });
  resize();
})();
