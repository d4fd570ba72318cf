// Google sign-in through the Auth emulator offline. The firebase SDK's popup flow relays the popup's result
// through a hidden iframe with Google's `gapi.iframes` library (https://apis.google.com/js/api.js), which
// both the SDK page and the emulator's helper iframe load from the internet, even against the emulator.
// The e2e machine is offline, so the browser context serves this stand-in for that script: the few calls
// the two sides make (load, getContext, open, getParentIframe, register, send, ping, restyle) over
// postMessage. Nothing of it ships; the widget code under test is unchanged.
import type { BrowserContext } from 'playwright-core';

const FAKE_GAPI = /* js */ `
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var TAG = '__statusFakeGapi';
  var FILTER = function () { return true; };
  var pending = {};
  var seq = 0;
  function call(target, type, data, cb) {
    var id = TAG + ':' + Date.now() + ':' + (++seq);
    pending[id] = cb;
    target.postMessage({ tag: TAG, kind: 'send', id: id, type: type, data: data }, '*');
  }
  function endpoint(target) {
    var handlers = {};
    var api = {
      target: target,
      handlers: handlers,
      register: function (type, handler) { handlers[type] = handler; },
      send: function (type, data, cb) { call(target(), type, data, cb || function () {}); },
    };
    return api;
  }
  var endpoints = [];
  window.addEventListener('message', function (event) {
    var msg = event.data;
    if (!msg || msg.tag !== TAG) return;
    if (msg.kind === 'reply') {
      var cb = pending[msg.id];
      delete pending[msg.id];
      if (cb) cb([msg.result]);
      return;
    }
    for (var i = 0; i < endpoints.length; i++) {
      var ep = endpoints[i];
      if (ep.target() !== event.source) continue;
      if (msg.kind === 'ready') { ep.ready = true; (ep.onReady || []).forEach(function (f) { f(); }); ep.onReady = []; return; }
      if (msg.kind === 'send') {
        var handler = ep.handlers[msg.type];
        var result = handler ? handler(msg.data) : undefined;
        event.source.postMessage({ tag: TAG, kind: 'reply', id: msg.id, result: result }, '*');
        return;
      }
    }
  });
  var context = {
    // The SDK side: an iframe to the emulator's helper page.
    open: function (params, cb) {
      var frame = document.createElement('iframe');
      frame.src = params.url;
      var attrs = (params.attributes && params.attributes.style) || {};
      for (var key in attrs) frame.style[key] = attrs[key];
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      var ep = endpoint(function () { return frame.contentWindow; });
      ep.onReady = [];
      endpoints.push(ep);
      ep.restyle = function () { return Promise.resolve(); };
      ep.ping = function (cb2) {
        return new Promise(function (resolve) {
          var done = function () { if (cb2) cb2(); resolve(); };
          if (ep.ready) done(); else ep.onReady.push(done);
        });
      };
      (params.where || document.body).appendChild(frame);
      return Promise.resolve(cb ? cb(ep) : ep);
    },
    // The emulator helper page's side: its parent window.
    getParentIframe: function () {
      var ep = endpoint(function () { return window.parent; });
      endpoints.push(ep);
      window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
      return ep;
    },
  };
  window.gapi = {
    load: function (_name, options) { setTimeout(function () { (typeof options === 'function' ? options : options.callback)(); }, 0); },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {} },
  };
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/** Serves the stand-in for Google's gapi loader to every page and frame of the context. */
export async function serveFakeGapi(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GAPI }),
  );
}
