/**
 * A stand-in for Stripe.js (js.stripe.com cannot be reached here), served by `page.route` for
 * https://js.stripe.com/…: only what our card form uses through @stripe/stripe-js and
 * @stripe/react-stripe-js — Stripe(key), elements(options), create('card') with mount / on /
 * update / destroy, getElement, and confirmCardSetup. The card element is a plain input (label
 * "Card number"); confirmCardSetup posts the typed number and the SetupIntent's client secret to
 * CONFIRM_URL (on api.stripe.com, which the gateway's CSP allows with the Stripe provider), where the
 * test confirms the SetupIntent on the fake Stripe server as Stripe would, or declines it.
 */
export const CONFIRM_URL = 'https://api.stripe.com/v1/e2e_fake_confirm';

export const FAKE_STRIPE_JS = `(function () {
  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Stripe: a publishable key is required');
    function element(type) {
      var handlers = {};
      var el = {
        _type: type,
        _input: null,
        mount: function (target) {
          var node = typeof target === 'string' ? document.querySelector(target) : target;
          var input = document.createElement('input');
          input.setAttribute('aria-label', 'Card number');
          input.setAttribute('autocomplete', 'cc-number');
          input.setAttribute('inputmode', 'numeric');
          input.style.width = '100%';
          input.style.background = 'transparent';
          input.style.color = 'inherit';
          node.appendChild(input);
          el._input = input;
          setTimeout(function () { (handlers.ready || []).forEach(function (h) { h({ elementType: type }); }); }, 0);
        },
        on: function (ev, h) { (handlers[ev] = handlers[ev] || []).push(h); return el; },
        once: function (ev, h) { return el.on(ev, h); },
        off: function (ev, h) { handlers[ev] = (handlers[ev] || []).filter(function (x) { return x !== h; }); return el; },
        update: function () {},
        focus: function () { if (el._input) el._input.focus(); },
        blur: function () {},
        clear: function () { if (el._input) el._input.value = ''; },
        unmount: function () { if (el._input && el._input.parentNode) el._input.parentNode.removeChild(el._input); },
        destroy: function () { el.unmount(); },
      };
      return el;
    }
    return {
      elements: function () {
        var created = {};
        return {
          create: function (type) { var el = element(type); created[type] = el; return el; },
          getElement: function (type) { return created[typeof type === 'string' ? type : type && type.__elementType] || null; },
          update: function () {},
        };
      },
      confirmCardSetup: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        return fetch('${CONFIRM_URL}', {
          method: 'POST',
          body: JSON.stringify({ clientSecret: clientSecret, number: card && card._input ? card._input.value : '', billing: data.payment_method.billing_details }),
        }).then(function (r) { return r.json(); });
      },
      createToken: function () { return Promise.reject(new Error('not in the fake')); },
      createPaymentMethod: function () { return Promise.reject(new Error('not in the fake')); },
      confirmCardPayment: function () { return Promise.reject(new Error('not in the fake')); },
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;
