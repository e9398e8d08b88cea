/**
 * Entry. Where the server has already painted the hero or the page title (src/server/page-shell.tsx), the
 * app loads right after that first paint: the largest paint never waits for the script. Elsewhere it starts at once.
 */
import { setNonce } from "get-nonce";
import { listenForFirstAct, onFirstAct } from "./guest/first-act";
import "./styles.css";

listenForFirstAct();
// On the home page the guest's first tap or scroll (even on the painted "RSVP Now", before the app has
// started) also starts fetching the RSVP form, beside the app's own chunks.
if (window.location.pathname === "/") onFirstAct(() => void import("./guest/rsvp/new-reply-form"));

// Radix's scroll lock (react-remove-scroll-bar) writes a <style> with computed widths; the page's CSP allows
// inline style elements only with this page's nonce, which the server puts in this meta element.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const start = () => import("./app");
if (document.getElementById("page-shell")) requestAnimationFrame(() => setTimeout(start));
else void start();
