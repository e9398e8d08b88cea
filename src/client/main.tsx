/**
 * Entry. Where the server has already painted the hero or the page title (src/server/page-shell.tsx), the
 * app loads right after that first paint: the largest paint never waits for the script. Elsewhere it starts at once.
 */
import { setNonce } from "get-nonce";
import { listenForFirstAct } from "./guest/first-act";
import "./styles.css";

// The guest's first tap or scroll counts from here on, even on the painted "RSVP Now" before the app has
// started. The RSVP form's chunk is fetched by the app once it runs: started here it shared the weak line
// with the app's own chunks and made both later (issue 18).
listenForFirstAct();

// Radix's scroll lock (react-remove-scroll-bar) writes a <style> with computed widths; the page's CSP allows
// inline style elements only with this page's nonce, which the server puts in this meta element.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const start = () => import("./app");
if (document.getElementById("page-shell")) requestAnimationFrame(() => setTimeout(start));
else void start();
