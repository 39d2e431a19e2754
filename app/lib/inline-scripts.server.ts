/**
 * The only JavaScript a reading page runs (issue 38: pages with `handle.hydrate = false` load no
 * Remix runtime). Each is a self-contained statement the document runs where it stands, after the
 * markup it changes; none requests anything or stores anything. Under the CSP they carry the
 * page's nonce, or, on a page a shared cache keeps, are trusted by their hash (entry.server.tsx).
 * ES5 on purpose: no build step touches them, and an old phone's browser runs them as written.
 * Server code: the browser's bundle has no use for them (components/page-scripts.tsx).
 * `npm run size` holds a reading page's inline JavaScript to 5 kB.
 */

/**
 * The postal calendar's today box for the browser's own date (decision 020): the server rendered
 * the answer for its US Eastern date and, in `<template data-date>`s, for the day before and the
 * day after, which covers every time zone; the one for the device's date replaces the answer.
 */
export const SHOW_DEVICE_TODAY = `(function () {
  var now = new Date();
  var pad = function (n) { return (n < 10 ? "0" : "") + n; };
  var today = now.getFullYear() + "-" + pad(now.getMonth() + 1) + "-" + pad(now.getDate());
  document.querySelectorAll("[data-today-box]").forEach(function (box) {
    box.removeAttribute("data-today-box");
    var variant = box.querySelector('template[data-date="' + today + '"]');
    var answer = box.querySelector("[data-today-answer]");
    if (variant && answer) answer.replaceChildren(variant.content.cloneNode(true));
  });
})();`;

/**
 * The one line offering the Spanish site, shown when the browser's first English or Spanish
 * language is Spanish (what root.tsx's SpanishOffer decides after hydration on other pages).
 */
export const OFFER_SPANISH = `(function () {
  var offer = document.querySelector("[data-language-offer]");
  var preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; i < preferred.length; i += 1) {
    if (/^(en|es)\\b/i.test(preferred[i])) {
      if (offer && /^es\\b/i.test(preferred[i])) offer.hidden = false;
      return;
    }
  }
})();`;

/** The 404 page's line in the browser's console (docs/product.md §S2.5), as NotFound logs it when hydrated. */
export const WARN_NOT_FOUND = `console.warn("404 Error: User attempted to access non-existent route:", location.pathname);`;
