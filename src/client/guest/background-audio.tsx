/**
 * Background music (guest spec, section 4): an autoplay attempt 1 s after load; if the browser blocks
 * it, a muted state with a 5 s "Tap anywhere to start music" hint, and the first scroll, click, touch,
 * key press or mouse move starts it. Loops at volume 0.4; load errors are only logged.
 * The track is fetched only when it is to play (`preload="none"`): a blocked autoplay costs no bytes on a
 * phone. The button and its hint sit in the top bar (top-nav.tsx), where they cover no label, card or text.
 */
import { Music, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AUDIO_AUTOPLAY_DELAY_MS, AUDIO_HINT_MS, AUDIO_VOLUME } from "../../shared/constants";
import { useWedding } from "./use-wedding";

const START_EVENTS = ["scroll", "click", "touchstart", "keydown", "mousemove"] as const;

export function BackgroundAudio() {
  const { audio } = useWedding();
  if (!audio) return null;
  return <Player key={audio.url} url={audio.url} title={audio.title} />;
}

function Player({ url, title }: { url: string; title: string | null }) {
  const ref = useRef<HTMLAudioElement>(null);
  const [muted, setMuted] = useState(true);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.volume = AUDIO_VOLUME;
    let cancelled = false;
    let hintTimer: ReturnType<typeof setTimeout> | undefined;

    const stopListening = () => {
      for (const type of START_EVENTS) window.removeEventListener(type, onGesture, true);
    };
    // Scroll and mouse moves do not unlock audio in every browser: keep listening until a play succeeds.
    function onGesture() {
      el!.muted = false;
      el!.play().then(
        () => {
          if (cancelled) return;
          stopListening();
          setMuted(false);
          setHint(false);
        },
        () => {},
      );
    }
    const attempt = setTimeout(() => {
      el.muted = false;
      el.play().then(
        () => !cancelled && setMuted(false),
        (error: unknown) => {
          if (cancelled) return;
          if ((error as Error)?.name !== "NotAllowedError") console.warn("Background music could not start", error);
          el.muted = true;
          setMuted(true);
          setHint(true);
          hintTimer = setTimeout(() => setHint(false), AUDIO_HINT_MS);
          for (const type of START_EVENTS) window.addEventListener(type, onGesture, { capture: true, passive: true });
        },
      );
    }, AUDIO_AUTOPLAY_DELAY_MS);

    return () => {
      cancelled = true;
      clearTimeout(attempt);
      clearTimeout(hintTimer);
      stopListening();
      el.pause();
    };
  }, []);

  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (!muted && !el.paused) {
      el.muted = true;
      setMuted(true);
      return;
    }
    el.muted = false;
    el.play().then(
      () => setMuted(false),
      (error: unknown) => console.warn("Background music could not start", error),
    );
    setHint(false);
  };

  const name = title ? `“${title}”` : "background music";
  return (
    <div className="relative flex items-center">
      <audio
        ref={ref}
        src={url}
        loop
        preload="none"
        muted
        onError={() => console.error("Background music failed to load", url)}
        data-testid="background-audio"
      />
      <button
        type="button"
        onClick={(e) => {
          e.stopPropagation();
          toggle();
        }}
        aria-label={muted ? `Play ${name}` : `Mute ${name}`}
        aria-pressed={!muted}
        data-testid="background-audio-toggle"
        className="grid size-11 shrink-0 place-items-center rounded-full border border-gold-light bg-ivory text-wine transition hover:bg-white"
      >
        {muted ? <VolumeX className="size-5" aria-hidden /> : <Volume2 className="size-5" aria-hidden />}
      </button>
      {hint && (
        // On a phone, within the bar's height beside the button: over the bar's own links for 5 s, never over the
        // page. On a wide screen the bar's middle holds the dates: there it hangs just below the bar, over the photo.
        <div
          role="status"
          data-testid="background-audio-hint"
          className="absolute top-1/2 left-full z-10 ml-2 w-max max-w-[calc(100vw-9rem)] -translate-y-1/2 lg:top-full lg:left-0 lg:mt-3 lg:ml-0 lg:translate-y-0 rounded-2xl border border-gold-light bg-ivory px-3 py-1 text-left shadow-md shadow-ink/10 animate-fade-in"
        >
          <p className="flex items-center gap-1.5 text-sm font-semibold text-wine">
            <Music className="size-4" aria-hidden /> Music Ready to Play
          </p>
          <p className="text-xs text-muted">Tap anywhere to start music</p>
        </div>
      )}
    </div>
  );
}
