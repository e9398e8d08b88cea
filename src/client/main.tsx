/**
 * Entry. Guest pages arrive drawn by the server (a form that posts, links that work): the app hydrates
 * them as soon as its code is here (app.tsx).
 */
import { setNonce } from "get-nonce";
import { start } from "./app";
import "./styles.css";

// Radix's scroll lock (react-remove-scroll-bar) writes a <style> with computed widths; the page's CSP allows
// inline style elements only with this page's nonce, which the server puts in this meta element.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

void start();
