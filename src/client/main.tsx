/**
 * Entry. Where the server has already painted the hero or the page title (src/server/page-shell.tsx), the
 * app loads right after that first paint: the largest paint never waits for the script. Elsewhere it starts at once.
 */
import "./styles.css";

const start = () => import("./app");
if (document.getElementById("page-shell")) requestAnimationFrame(() => setTimeout(start));
else void start();
