/**
 * Hydration on the first interaction, for the marketing pages that declare it
 * (docs/decisions/015-public-page-cache-and-first-load.md): the server's HTML is the whole page and
 * works without JavaScript, so the framework's scripts are fetched only when the visitor first
 * points, touches, types, focuses or scrolls. React Router's module script stays in the page, turned
 * into a small classic script that holds the module's text and adds it on that first interaction;
 * its module preloads are dropped. A button pressed or a form submitted before hydration ends is
 * held and replayed once React has taken over (the root layout announces it with HYDRATED_EVENT)
 * and what was typed meanwhile has been handed to it.
 */
import { HYDRATED_EVENT } from "./hydration-mode.ts";

// Runs in the browser as written (a classic inline script): ES5-style, no dependency. Sent without
// its comments and indentation (compact below): every byte of it is in each first visit's document.
const bootstrapSource = `(function (code, preloads, storedKeys) {
  var d = document, w = window, started = false, handedOver = false, replaying = false, held = [];
  var nonce = d.currentScript && d.currentScript.nonce;
  var starters = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"];
  var passive = { capture: true, passive: true };
  // Chrome sends a pointermove that did not move (movementX and movementY 0) when the page's layout
  // changes under a resting mouse, e.g. as parts below the fold are drawn: not the visitor's act.
  function start(event) {
    if (event && event.type === "pointermove" && !event.movementX && !event.movementY) return;
    if (started) return;
    started = true;
    starters.forEach(function (type) { w.removeEventListener(type, start, passive); });
    var script = d.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = code;
    // The module graph fetched at once rather than import by import (the preloads React Router sent).
    preloads.forEach(function (href) {
      var link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      d.head.appendChild(link);
    });
    d.head.appendChild(script);
  }
  // Held until what was typed has been handed to React, not only until React has hydrated: a submit
  // that reached React in between would be judged on the server's empty fields (and send nothing).
  // Stopped before React's own listeners on the document see it; our own replays pass.
  function hold(event) {
    if (handedOver || replaying) return;
    var target = event.target;
    if (event.type === "submit") {
      var submitter = event.submitter || undefined;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(function () { target.requestSubmit(submitter); });
    } else {
      var button = target && target.closest && target.closest("button");
      if (!button || (button.type === "submit" && button.form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(function () { button.click(); });
    }
    start();
  }
  d.addEventListener("submit", hold, true);
  d.addEventListener("click", hold, true);
  // React hydrates a field as the server rendered it and keeps what was typed on screen only: tell
  // it, as if typed now (its value tracker is moved back first, so that it sees a change). One field
  // per task: a form's handler may build its state from the last render.
  function typedFields() {
    return Array.prototype.filter.call(d.querySelectorAll("input, textarea"), function (field) {
      if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
      return field.type !== "hidden" && field.type !== "submit" && field.value !== field.defaultValue;
    });
  }
  // What was typed is read at once: a controlled field re-rendered meanwhile shows React's value again.
  function handOver(field) {
    var isCheck = field.type === "checkbox" || field.type === "radio";
    var typed = isCheck ? field.checked : field.value;
    return function () {
      if (isCheck) {
        field.checked = !typed;
        field.click();
        return;
      }
      var proto = field.tagName === "TEXTAREA" ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      field.value = typed === "" ? " " : "";
      Object.getOwnPropertyDescriptor(proto, "value").set.call(field, typed);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    };
  }
  // The fields first, then what was held, including what the visitor did while the fields were handed
  // over; only then does React take every event itself.
  function afterHydration(fields) {
    setTimeout(function () {
      var step = fields.length ? fields.shift() : held.shift();
      if (!step) {
        handedOver = true;
        d.removeEventListener("submit", hold, true);
        d.removeEventListener("click", hold, true);
        return;
      }
      replaying = true;
      try {
        step();
      } finally {
        replaying = false;
      }
      afterHydration(fields);
    });
  }
  w.addEventListener("${HYDRATED_EVENT}", function handOverOnce() {
    w.removeEventListener("${HYDRATED_EVENT}", handOverOnce);
    afterHydration(typedFields().map(handOver));
  });
  starters.forEach(function (type) { w.addEventListener(type, start, passive); });
  // A link to a part of the page (/workshops#goals) moves the focus there with React, and a link with
  // a query (/?email-confirmed=1: a notice the page then takes out of the address) needs React: at once.
  if (location.hash || location.search) start();
  // A page that restores the visitor's work from session storage (an order being changed) shows it at once.
  try {
    if (storedKeys.some(function (key) { return sessionStorage.getItem(key) !== null; })) start();
  } catch (error) {
    // Storage refused (privacy settings): nothing to restore.
  }
})`;

/**
 * The source without its comment lines and indentation. Line breaks stay, so the script means the same
 * (no line of it ends inside a string or a comment).
 */
const compact = (source: string) =>
  source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");

const bootstrap = compact(bootstrapSource);

// React Router writes the route manifest in the module script as indented JSON.
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/** The module script's text with its manifest as compact JSON (the same object, a fifth of the bytes). */
function compactManifest(code: string) {
  const match = MANIFEST.exec(code);
  if (!match) return code;
  try {
    return code.replace(match[0], `${match[1]}${JSON.stringify(JSON.parse(match[2]!))};`);
  } catch {
    return code;
  }
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;

/** JSON in a script element: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The page with React Router's entry deferred to the first interaction. Returns the page unchanged
 * when its module script is not found (the framework changed its output): it then hydrates at once.
 */
export function deferHydration(html: string, { storedKeys }: { storedKeys: string[] }) {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const [whole, attributes, code] = match;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].flatMap((link) => {
    const href = /href="([^"]+)"/.exec(link[0])?.[1];
    return href ? [href.replace(/&amp;/g, "&")] : [];
  });
  const deferred = `<script${attributes}>${bootstrap}(${scriptSafeJson(compactManifest(code!))}, ${scriptSafeJson([...new Set(preloads)])}, ${scriptSafeJson(storedKeys)});</script>`;
  return (html.slice(0, match.index) + deferred + html.slice(match.index + whole.length)).replace(
    MODULE_PRELOAD,
    "",
  );
}
